/**
 * A server's webhook dispatcher runs in a worker thread with its own database connection: it
 * delivers what the server's requests wrote, signed, and stops cleanly (its connection closed,
 * nothing delivered after), and yields the processor to the server's threads when both want it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCHER_NICE } from '../../src/modules/webhooks/dispatcher-thread.js';
import { startDispatcherThread } from '../../src/modules/webhooks/index.js';
import { createTestApp, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { commitFiller, DIALECTS } from '../helpers/db.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

/** The nice value of each thread of this process, by thread id (Linux: its stat's 19th field). */
function threadNiceValues(): Map<string, number> {
  return new Map(
    readdirSync('/proc/self/task').map((task) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return [task, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    }),
  );
}

describe.each(DIALECTS)('the webhook dispatcher thread (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Receiver;
  let host: Account;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    receiver = await startReceiver();
    host = await t.createAccount();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('delivers from its own thread and connection, and stops cleanly', async () => {
    const { calendar, event } = await bookableEvent(t, host);
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      as: host,
      payload: { url: receiver.url, calendar_id: calendar.id, events: ['booking.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    receiver.secrets = [created.json().secret];
    const lines: string[] = [];
    const logger = {
      info: (_d: object, m: string) => lines.push(m),
      warn: (_d: object, m: string) => lines.push(m),
      error: (_d: object, m: string) => lines.push(m),
    };
    const { testDb } = t;
    // Threads already there (another background thread left by an earlier test file in this
    // worker, such as the calendar reader's) are not the dispatcher's.
    const before = new Set(threadNiceValues().keys());
    const thread = startDispatcherThread(
      {
        database: {
          databaseUrl: testDb.databaseUrl,
          dataDir: testDb.dataDir,
        },
        delivery: t.config.webhooks,
        publicUrl: t.config.publicUrl,
        pollIntervalMs: 50,
      },
      logger,
    );
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-04-01T10:00:00Z' });
    const [got] = await receiver.waitFor(1);
    expect(got?.verified).toBe(true);
    // Its thread alone runs at the background priority; the server's threads are untouched.
    const server = getPriority(0);
    const threads = [...threadNiceValues()];
    const nice = threads.map(([, n]) => n);
    const started = threads.filter(([task]) => !before.has(task)).map(([, n]) => n);
    expect(server).toBeLessThan(DISPATCHER_NICE);
    expect(started.filter((n) => n === DISPATCHER_NICE)).toHaveLength(1);
    expect(nice.filter((n) => n !== DISPATCHER_NICE).every((n) => n === server)).toBe(true);
    expect(got?.json).toMatchObject({
      type: 'booking.created',
      data: { booking: { id: booking.id } },
    });
    if (dialect === 'sqlite') {
      // It checkpoints what the server's connection commits (which leaves that to it): about
      // 2 MB written there reaches the database file within seconds.
      const file = path.join(testDb.dataDir, 'slotbook.sqlite');
      const before = statSync(file).size;
      await commitFiller(testDb.database.db);
      await expect
        .poll(() => statSync(file).size, { timeout: 5_000 })
        .toBeGreaterThan(before + 1_500_000);
    }
    await thread.stop();
    expect(lines).toEqual([]);

    await adminBook(t, host, event.id, { start_utc: '2031-04-02T10:00:00Z' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/database.js';
import { claimDueMail } from '../../src/modules/mail/outbox-claims.repo.js';
import { claimDue, EVENT_KIND, settleAll } from '../../src/modules/webhooks/outbox.repo.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { planOf, plansOf } from '../helpers/query-plan.js';
import { useTestDatabase } from '../helpers/use-database.js';

const NOW = Date.UTC(2026, 10, 20, 12);

const row = (kind: string, n: number) => ({
  topic: kind.startsWith('webhook_') ? 'webhook' : 'mail',
  kind,
  booking_id: n,
  recipient: '',
  subject: '',
  text: '',
  html: '',
  status: 'queued',
  next_attempt_at: NOW - 1_000,
  created_at: NOW - 1_000,
  updated_at: NOW - 1_000,
});

async function insertRows(db: Db, kind: string, count: number, from: number) {
  const rows = Array.from({ length: count }, (_, i) => row(kind, from + i));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('outbox')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

const claim = (token: string) => ({ now: NOW, leaseUntil: NOW + 60_000, token, limit: 50 });

describe.each(DIALECTS)('outbox claims beside a backlog of another kind (%s)', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;
  beforeEach(async () => {
    db = database();
    await db.deleteFrom('outbox').execute();
    // Two thousand e-mails waiting (no mail server reachable, say) and 60 webhook events due.
    await insertRows(db, 'booking_conf_attendee', 2_000, 1);
    await insertRows(db, EVENT_KIND, 60, 10_001);
  });

  it('claims and settles the events of its own kind, by their ids', async () => {
    const claimed = await claimDue(db, dialect, EVENT_KIND, claim('events'));
    expect(claimed).toHaveLength(50);
    expect(new Set(claimed.map((r) => r.kind))).toEqual(new Set([EVENT_KIND]));
    expect(claimed.every((r) => r.status === 'sending' && r.claim_token === 'events')).toBe(true);

    const ids = claimed.map((r) => r.id);
    const patch = { status: 'sent', sent_at: NOW, updated_at: NOW };
    // A token that is not the claim's settles nothing; the claim's settles each row once.
    expect((await settleAll(db, ids, 'another', patch)).size).toBe(0);
    expect((await settleAll(db, ids, 'events', patch)).size).toBe(50);
    expect((await settleAll(db, ids, 'events', patch)).size).toBe(0);

    const mail = await db.transaction().execute((trx) => claimDueMail(trx, dialect, claim('mail')));
    expect(mail).toHaveLength(50);
    expect(mail.every((r) => r.kind === 'booking_conf_attendee')).toBe(true);
  });

  it.runIf(dialect === 'sqlite')(
    'reaches the claimed rows by id, not through every due row of every kind',
    async () => {
      // The event claim's read finds the due events through the index of their kind; its
      // update, under the write lock, takes them by id.
      // Expired leases first (none here, so nothing to update), then queued rows: each read
      // stops at its limit in the index's order rather than sorting every due row.
      const [staleRead, read, update] = await plansOf(dialect, db, (d) =>
        claimDue(d, dialect, EVENT_KIND, claim('e')),
      );
      for (const plan of [staleRead, read]) {
        expect(plan).toMatch(/SEARCH d USING INDEX mail_outbox_kind_due/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
      // The e-mail claim takes expired leases, then queued rows: each finds its rows in the
      // order of the due index and stops at its limit, never sorting the whole backlog.
      const [stale, queued] = await plansOf(dialect, db, (d) =>
        claimDueMail(d, dialect, claim('m')),
      );
      for (const plan of [stale, queued]) {
        expect(plan).toMatch(/SEARCH outbox USING COVERING INDEX outbox_topic_due/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
      const plans = {
        events: update ?? '',
        stale: stale ?? '',
        mail: queued ?? '',
        settle: await planOf(dialect, db, (d) =>
          settleAll(d, [1, 2, 3], 'e', { status: 'sent', updated_at: NOW }),
        ),
      };
      for (const [name, plan] of Object.entries(plans)) {
        // The first line is the update's own access to the table.
        expect(plan.split('\n')[0], `${name}:\n${plan}`).toMatch(
          /SEARCH outbox USING INTEGER PRIMARY KEY/,
        );
      }
    },
  );
});

describe('an SQLite claim beside another process', () => {
  let test: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    // A second connection to the same file, with its own write lock: another process.
    other = openDatabase({ databaseUrl: null, dataDir: test.dataDir });
  });
  afterAll(async () => {
    await other.close();
    await test.drop();
  });

  it('leaves out the rows the other took between its read and its update', async () => {
    const db = test.database.db;
    await insertRows(db, EVENT_KIND, 60, 1);
    let reads = 0;
    // Right after the claim's read of queued events (its second: expired leases are read
    // first), the other process claims the ten oldest.
    const racing = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        reads += 1;
        if (reads === 2)
          await claimDue(other.db, 'sqlite', EVENT_KIND, { ...claim('o'), limit: 10 });
        return args.result;
      },
    });
    const mine = await claimDue(racing, 'sqlite', EVENT_KIND, claim('mine'));
    const taken = await db
      .selectFrom('outbox')
      .select(['id', 'claim_token'])
      .where('status', '=', 'sending')
      .orderBy('id')
      .execute();
    expect(taken.filter((r) => r.claim_token === 'o')).toHaveLength(10);
    // The read had found the 50 oldest; the other's ten were no longer due.
    expect(mine).toHaveLength(40);
    expect(mine.every((r) => r.claim_token === 'mine')).toBe(true);
    const otherIds = new Set(taken.filter((r) => r.claim_token === 'o').map((r) => r.id));
    expect(mine.some((r) => otherIds.has(r.id))).toBe(false);
  });
});

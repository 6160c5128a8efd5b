/**
 * The Microsoft Graph calls for busy time against a stand-in checked with Graph's published
 * types: calendars, a calendar's view as a delta query over several pages, the delta link, an
 * expired delta link (410), throttling with Retry-After, and hostile answers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarViewDelta,
  DeltaGone,
  GraphAccessRefused,
  listCalendars,
  retryAfterSeconds,
  type GraphApi,
} from '../../src/modules/connections/microsoft-api.js';
import { OutboundError } from '../../src/infra/outbound.js';
import { startMicrosoftStandIn } from './microsoft-stand-in.js';

const TOKEN = 'access-token-1';
let graph: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
const waits: number[] = [];
const api = (over: Partial<GraphApi> = {}): GraphApi => ({
  base: graph.graphBaseUrl,
  accessToken: TOKEN,
  limits: { allowPrivate: true, timeoutMs: 2_000 },
  sleep: (ms) => {
    waits.push(ms);
    return Promise.resolve();
  },
  ...over,
});
const WINDOW = { start: '2026-03-01T00:00:00Z', end: '2026-05-01T00:00:00Z' };
const at = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });

beforeAll(async () => {
  graph = await startMicrosoftStandIn({ accessToken: TOKEN, pageSize: 2 });
  graph.calendars.push({
    id: 'AAMk-cal/1==',
    name: 'Calendar',
    isDefaultCalendar: true,
    canEdit: true,
    events: [
      {
        id: 'e1',
        start: at('2026-03-02T09:00:00.0000000'),
        end: at('2026-03-02T10:00:00.0000000'),
        showAs: 'busy',
      },
      {
        id: 'e2',
        start: at('2026-03-03T09:00:00.0000000'),
        end: at('2026-03-03T10:00:00.0000000'),
        showAs: 'free',
      },
      {
        id: 'e3',
        start: at('2026-03-04T00:00:00.0000000'),
        end: at('2026-03-05T00:00:00.0000000'),
        isAllDay: true,
        showAs: 'oof',
      },
      {
        id: 'e4',
        start: at('2026-03-06T09:00:00.0000000'),
        end: at('2026-03-06T10:00:00.0000000'),
        isCancelled: true,
      },
      {
        id: 'e5',
        start: at('2026-03-07T09:00:00.0000000'),
        end: at('2026-03-07T10:00:00.0000000'),
        showAs: 'workingElsewhere',
      },
    ],
  });
});
afterEach(() => {
  expect(graph.violations).toEqual([]);
  graph.troubles.length = 0;
  waits.length = 0;
});
afterAll(() => graph.close());

describe('Microsoft Graph busy-time calls', () => {
  it('lists the calendars, the default one marked', async () => {
    expect(await listCalendars(api())).toEqual([
      { id: 'AAMk-cal/1==', name: 'Calendar', primary: true, canEdit: true },
    ]);
  });

  it('reads a calendar view over its pages, keeps the delta link, and reads changes from it', async () => {
    const full = await calendarViewDelta(api(), 'AAMk-cal/1==', WINDOW);
    expect(full.events.map((e) => [e.id, e.removed, e.transparent, e.allDay])).toEqual([
      ['e1', false, false, false],
      ['e2', false, true, false],
      ['e3', false, false, true],
      ['e4', true, false, false],
      ['e5', false, true, false],
    ]);
    expect(full.events[0]?.start).toEqual(at('2026-03-02T09:00:00.0000000'));
    expect(full.deltaLink).toMatch(/\$deltatoken=/);
    expect(graph.requests.filter((r) => r.includes('calendarView')).length).toBeGreaterThanOrEqual(
      3,
    );

    (graph.calendars[0] as { deleted?: string[] }).deleted = ['e1'];
    const changes = await calendarViewDelta(api(), 'AAMk-cal/1==', {
      deltaLink: full.deltaLink as string,
    });
    expect(changes.events.find((e) => e.id === 'e1' && e.removed)).toBeDefined();
    (graph.calendars[0] as { deleted?: string[] }).deleted = [];
  });

  it('reports an expired delta link (410 syncStateNotFound) for a full resync', async () => {
    const { deltaLink } = await calendarViewDelta(api(), 'AAMk-cal/1==', WINDOW);
    graph.troubles.push({ kind: 'gone' });
    await expect(
      calendarViewDelta(api(), 'AAMk-cal/1==', { deltaLink: deltaLink as string }),
    ).rejects.toBeInstanceOf(DeltaGone);
    const again = await calendarViewDelta(api(), 'AAMk-cal/1==', WINDOW);
    expect(again.events).toHaveLength(5);
  });

  it('waits for Retry-After when throttled (429, 503), and gives up on a long one', async () => {
    graph.troubles.push({ kind: 'throttle', status: 429, retryAfter: '7', times: 2 });
    graph.troubles.push({ kind: 'throttle', status: 503, retryAfter: '1', times: 1 });
    expect(await listCalendars(api())).toHaveLength(1);
    expect(waits).toEqual([7000, 7000, 1000]);
    waits.length = 0;
    graph.troubles.push({ kind: 'throttle', status: 429, retryAfter: '3600', times: 1 });
    await expect(listCalendars(api())).rejects.toThrow(/busy \(429\); retry after 3600 s/);
    expect(waits).toEqual([]);
    expect(retryAfterSeconds('Wed, 01 Jan 2031 00:00:10 GMT', Date.UTC(2031, 0, 1))).toBe(10);
  });

  it('refuses hostile answers: huge, slow, malformed, cut off, not a list, a foreign link', async () => {
    for (const kind of [
      'huge',
      'slow',
      'malformed',
      'cutoff',
      'not-a-list',
      'foreign-link',
    ] as const) {
      graph.troubles.push({ kind });
      await expect(
        calendarViewDelta(
          api({ limits: { allowPrivate: true, timeoutMs: 500 } }),
          'AAMk-cal/1==',
          WINDOW,
        ),
        kind,
      ).rejects.toBeInstanceOf(OutboundError);
    }
    // The link outside the Graph base was never requested.
    expect(graph.requests.some((r) => r.includes('meta-data'))).toBe(false);
  });

  it('says when the access token is refused', async () => {
    await expect(listCalendars(api({ accessToken: 'wrong' }))).rejects.toBeInstanceOf(
      GraphAccessRefused,
    );
  });
});

/**
 * Replays the exchanges recorded from the real FluentBooking 2.0 plugin, in their order and as
 * their users, and checks that Slotbook answers each one as the plugin did (status class, every
 * recorded key with a compatible type), or as a row of docs/COMPATIBILITY.md says instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  IdMap,
  ROOT,
  compareShape,
  keyCovers,
  learnIds,
  loadDifferences,
  loadExchanges,
  recordedUsers,
  send,
  shiftDaysFor,
  statusClass,
  type Difference,
} from '../helpers/replay.js';

const { recorded_on: recordedOn, exchanges } = loadExchanges();
const differences = loadDifferences();
const compatibility = fs.readFileSync(path.join(ROOT, 'docs', 'COMPATIBILITY.md'), 'utf8');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The rows of the table of differences, by number: the text after the number. */
const table = new Map<number, string>();
for (const line of compatibility.split('\n')) {
  const m = /^\|\s*(\d+)\s*\|(.*)$/.exec(line);
  if (m) table.set(Number(m[1]), m[2]!);
}

const label = (d: Difference) => `row ${d.row}`;
const about = (d: Difference, name: string) => !d.exchanges || d.exchanges.includes(name);

describe.each(DIALECTS)('replay of the recorded FluentBooking exchanges (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers every exchange as recorded, or as COMPATIBILITY.md documents', async () => {
    const ids = new IdMap();
    const auth = await recordedUsers(t, ids);
    const shift = shiftDaysFor(recordedOn, Date.now());
    const used = new Set<string>();
    const failures: string[] = [];
    let identical = 0;

    for (const exchange of exchanges) {
      const res = await send(t, exchange, auth, ids, shift);
      const where = `${exchange.name} (${exchange.method} ${exchange.url})`;
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
      if (process.env.REPLAY_DEBUG === exchange.name) console.log('DBGBODY', res.body);
      const rows = differences.filter((d) => d.exchanges?.includes(exchange.name));
      const statusRow = rows.find((d) => d.status !== undefined);
      let documented = false;
      if (statusRow) {
        used.add(`${label(statusRow)}:${exchange.name}`);
        documented = true;
        if (
          res.statusCode !== statusRow.status ||
          (statusRow.code && body?.code !== statusRow.code)
        ) {
          failures.push(
            `${where}: ${label(statusRow)} documents ${statusRow.status} ${statusRow.code ?? ''}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
          );
          continue;
        }
      } else if (statusClass(res.statusCode) !== statusClass(exchange.status)) {
        failures.push(
          `${where}: recorded ${exchange.status}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
        continue;
      }
      if (exchange.method === 'POST' && res.statusCode < 300)
        learnIds(exchange.response, body, ids);
      const compared = statusClass(res.statusCode) === 'success' && exchange.status < 300;
      const problems = compared ? compareShape(exchange.response ?? null, body, '', ids) : [];
      for (const problem of problems) {
        // The most specific allowlisted key that covers the problem explains it.
        const cover = differences
          .filter((d) => about(d, exchange.name))
          .flatMap((d) => (d.keys ?? []).map((key) => ({ d, key })))
          .filter(({ key }) => keyCovers(key, problem.path))
          .sort((a, b) => b.key.length - a.key.length)[0];
        if (!cover) {
          failures.push(`${where}: ${problem.path || 'the body'}: ${problem.message}`);
          continue;
        }
        documented = true;
        used.add(`${label(cover.d)}:${cover.key}`);
      }
      for (const row of rows.filter((d) => d.status === undefined && d.keys === undefined)) {
        used.add(`${label(row)}:${exchange.name}`);
        documented = true;
      }
      if (!documented) identical += 1;
    }

    expect(failures, failures.join('\n')).toEqual([]);
    const stale: string[] = [];
    for (const d of differences) {
      for (const name of d.status !== undefined ? (d.exchanges ?? []) : []) {
        if (!used.has(`${label(d)}:${name}`)) stale.push(`${label(d)}: ${name}`);
      }
      for (const key of d.keys ?? []) {
        if (!used.has(`${label(d)}:${key}`)) stale.push(`${label(d)}: ${key}`);
      }
    }
    // An entry nothing needs any more goes, from the allowlist and from the document.
    expect(stale, 'allowlist entries no exchange needs').toEqual([]);

    // README and COMPATIBILITY.md state what this replay proves, in the same numbers.
    const rowsCount = table.size;
    const claim = `${identical} of ${exchanges.length} exchanges`;
    for (const text of [compatibility, readme]) expect(text).toContain(claim);
    // Every exchange holds: no key is left unanswered as a gap.
    expect(compatibility).not.toMatch(/gaps? still open|still lack/i);
    expect(readme).not.toMatch(/still lack/i);
    expect(compatibility).toContain(`**${rowsCount} documented differences**`);
    expect(readme).toContain(`${rowsCount} documented differences`);
  }, 180_000);
});

describe('the allowlist of the replay and docs/COMPATIBILITY.md', () => {
  it('names every allowlisted exchange and key in the row it cites', () => {
    const wrong: string[] = [];
    for (const d of differences) {
      const text = table.get(d.row);
      if (text === undefined) {
        wrong.push(`row ${d.row} is not in the table`);
        continue;
      }
      for (const name of [...(d.exchanges ?? []), ...(d.keys ?? [])]) {
        if (!text.includes(`\`${name}\``)) wrong.push(`${label(d)} does not name \`${name}\``);
      }
      if (d.status !== undefined) {
        const answer = text.split('|')[2]!.trim();
        const expected = `\`${d.status}${d.code ? ` ${d.code}` : ''}`;
        if (!answer.startsWith(expected)) wrong.push(`row ${d.row} does not answer ${expected}\``);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has an entry for every row, exchange and key the document names', () => {
    const names = new Set(exchanges.map((e) => e.name));
    const missing: string[] = [];
    const check = (row: number, text: string) => {
      const entries = differences.filter((d) => d.row === row);
      for (const [, name] of text.matchAll(/`([a-z0-9_]+)`/g)) {
        if (names.has(name!) && !entries.some((d) => d.exchanges?.includes(name!))) {
          missing.push(`${row}: ${name}`);
        }
      }
      for (const [, key] of text.matchAll(/`(\.[a-z0-9_.]+)`/g)) {
        if (!entries.some((d) => d.keys?.includes(key!))) missing.push(`${row}: ${key}`);
      }
    };
    for (const [row, text] of table) {
      if (!differences.some((d) => d.row === row) && !text.trim().startsWith('(')) {
        missing.push(`row ${row}`);
      }
      check(row, text.split('|')[0]!);
    }
    expect(missing).toEqual([]);
  });
});

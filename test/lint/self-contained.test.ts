/**
 * The project speaks only of itself: no code, test or OpenAPI text cites a document that is not
 * in this repository by its section numbers; a rule is said in words where it is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const CITATION = /contract (section|§)|reference [0-9]|spec [0-9]/i;
const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|js|css|md)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('self-contained text', () => {
  const t = useTestApp('sqlite');

  it('cites no outside document in src/ or test/', () => {
    const hits = [...sources('src'), ...sources('test')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(root, file)}:${i + 1}`, line }))
        .filter(({ line }) => CITATION.test(line)),
    );
    expect(hits).toEqual([]);
  });

  it('cites none in the served OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).body;
    expect(doc.length).toBeGreaterThan(10_000);
    expect(doc).not.toMatch(CITATION);
  });
});

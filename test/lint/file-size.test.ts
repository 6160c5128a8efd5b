/**
 * No source file is over 300 lines: the project's ESLint configuration sets `max-lines` to 300
 * as an error for every file under `src/` and `dashboard/src`, and leaves tests alone.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The `max-lines` setting ESLint applies to `file`. */
async function maxLinesOf(file: string): Promise<unknown> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules?: Record<string, unknown>;
  };
  return config.rules?.['max-lines'];
}

describe('file size', () => {
  it('is at most 300 lines for every source file, as an error', async () => {
    for (const file of [
      'src/shared/json.ts',
      'src/modules/outbox/index.ts',
      'dashboard/src/time.ts',
      'dashboard/src/screens/settings.tsx',
    ]) {
      expect(await maxLinesOf(file), file).toEqual([2, { max: 300 }]);
    }
  });

  it('leaves tests alone', async () => {
    expect(await maxLinesOf('test/lint/file-size.test.ts')).toBeUndefined();
    expect(await maxLinesOf('src/domain/time.test.ts')).toBeUndefined();
  });
});

/**
 * No source file is over 300 lines: the project's ESLint configuration sets `max-lines` to 300
 * as an error for every file under `src/` and `dashboard/src`, and leaves tests alone. No
 * function under `src/` is over 80 lines (`max-lines-per-function`), views (the dashboard, the
 * public pages' browser scripts), migrations and tests excepted.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The setting of `rule` ESLint applies to `file`. */
async function ruleOf(file: string, rule: string): Promise<unknown> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules?: Record<string, unknown>;
  };
  return config.rules?.[rule];
}

const maxLinesOf = (file: string) => ruleOf(file, 'max-lines');
const functionLinesOf = (file: string) => ruleOf(file, 'max-lines-per-function');

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

  it('is at most 80 lines for every function under src/, views, migrations and tests aside', async () => {
    const rule = [2, { max: 80, skipBlankLines: true, skipComments: true }];
    for (const file of [
      'src/app.ts',
      'src/modules/bookings/create/writer.ts',
      'src/http/auth-hook.ts',
    ]) {
      expect(await functionLinesOf(file), file).toEqual(rule);
    }
    for (const file of [
      'src/web/client/picker.ts',
      'src/db/migrations/0002-calendars.ts',
      'dashboard/src/screens/settings.tsx',
      'src/domain/time.test.ts',
    ]) {
      expect(await functionLinesOf(file), file).toBeUndefined();
    }
  });
});

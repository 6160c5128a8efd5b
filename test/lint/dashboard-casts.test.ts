/**
 * The dashboard takes its API types from the generated schema: ESLint refuses a cast to `never`
 * or through `unknown` under `dashboard/src` (a cast there has hidden a real mismatch between a
 * screen and the API), and allows the same code elsewhere.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const CODE = `export const body = { title: 'x' } as never;
export const answer = JSON.parse('{}') as unknown as { id: number };
`;

/** The casts as if written in `file` (an existing file: type-aware linting needs its project). */
async function castErrors(file: string): Promise<number> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(CODE, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('casts in the dashboard', () => {
  // Type-aware linting builds two TypeScript programs: slow on a loaded machine.
  it('are refused under dashboard/src and nowhere else', { timeout: 120_000 }, async () => {
    expect(await castErrors('dashboard/src/time.ts')).toBe(2);
    expect(await castErrors('scripts/api-types.ts')).toBe(0);
  });
});

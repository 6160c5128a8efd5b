/**
 * The layering rules of `.dependency-cruiser.cjs` bite: a small tree that breaks each rule once
 * is cruised with the project's configuration, and every rule must report its violation. The
 * real tree is checked by `npm run lint`.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

/** Each file of the broken tree, and the rule it must trip. */
const BROKEN: Record<string, string> = {
  // A deep import into another module instead of its door.
  'src/modules/calendars/calendars.service.ts': `import { x } from '../users/users.repo.js';\nexport const y = x;\n`,
  'src/modules/users/users.repo.ts': `export const x = 1;\n`,
  'src/modules/users/index.ts': `export { x } from './users.repo.js';\n`,
  // A module importing one ranked above it.
  'src/modules/availability/schedule.ts': `import { z } from '../bookings/index.js';\nexport const w = z;\n`,
  'src/modules/bookings/index.ts': `export const z = 2;\n`,
  // A sibling subfolder reached past its door.
  'src/modules/bookings/guest/public.service.ts': `import { v } from '../create/writer.js';\nexport const u = v;\n`,
  'src/modules/bookings/create/writer.ts': `export const v = 3;\n`,
  // A cycle.
  'src/shared/a.ts': `import { b } from './b.js';\nexport const a = () => b;\n`,
  'src/shared/b.ts': `import { a } from './a.js';\nexport const b = () => a;\n`,
  // The domain doing I/O.
  'src/domain/clock.ts': `import { readFileSync } from 'node:fs';\nexport const c = readFileSync;\n`,
  // A route reading the database.
  'src/modules/contacts/contacts.routes.ts': `import { r } from './contacts.repo.js';\nexport const q = r;\n`,
  'src/modules/contacts/contacts.repo.ts': `export const r = 4;\n`,
  // A folder of src/modules/ that has no rank.
  'src/app.ts': `import { t } from './modules/unranked/index.js';\nexport const s = t;\n`,
  'src/modules/unranked/index.ts': `export const t = 5;\n`,
  // The dashboard calling server code instead of the API, and the server importing it.
  'dashboard/src/screen.tsx': `import { errors } from '../../src/errors.js';\nexport const e = errors;\n`,
  'src/errors.ts': `import { d } from '../dashboard/src/ui.js';\nexport const errors = d;\n`,
  'dashboard/src/ui.ts': `export const d = 6;\n`,
};

const EXPECTED: Record<string, string> = {
  'module-door': 'src/modules/calendars/calendars.service.ts → src/modules/users/users.repo.ts',
  'layer-availability': 'src/modules/availability/schedule.ts → src/modules/bookings/index.ts',
  'subfolder-door':
    'src/modules/bookings/guest/public.service.ts → src/modules/bookings/create/writer.ts',
  'no-circular': 'src/shared/a.ts',
  'domain-is-pure': 'src/domain/clock.ts → fs',
  'routes-never-touch-the-database':
    'src/modules/contacts/contacts.routes.ts → src/modules/contacts/contacts.repo.ts',
  'unknown-module': 'src/app.ts → src/modules/unranked/index.ts',
  'dashboard-speaks-http-only': 'dashboard/src/screen.tsx → src/errors.ts',
  'server-ignores-dashboard': 'src/errors.ts → dashboard/src/ui.ts',
};

describe('layering rules', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'slotbook-boundaries-'));
    for (const [file, text] of Object.entries(BROKEN)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reports every broken rule of a tree that breaks each once', async () => {
    const config = path.join(root, '.dependency-cruiser.cjs');
    const failure = await run(
      depcruise,
      ['src', 'dashboard', '--config', config, '--output-type', 'err'],
      {
        cwd: dir,
      },
    ).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure, 'depcruise must exit non-zero').toBeDefined();
    const report = failure!.stdout;
    for (const [rule, edge] of Object.entries(EXPECTED)) {
      const line = report.split('\n').find((l) => l.includes(`error ${rule}:`) && l.includes(edge));
      expect(line, `${rule} on ${edge}\n${report}`).toBeDefined();
    }
  });

  it('passes the real tree', async () => {
    const { stdout } = await run(
      depcruise,
      ['src', 'dashboard', '--config', '.dependency-cruiser.cjs'],
      {
        cwd: root,
      },
    );
    expect(stdout).toContain('no dependency violations found');
  });
});

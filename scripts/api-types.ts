/**
 * The dashboard's API types, generated from the OpenAPI document that `buildApp` serves at
 * `/openapi.json` (built here without listening, on a throw-away SQLite file), with
 * openapi-typescript. `tsx scripts/api-types.ts` writes `dashboard/src/api/schema.ts`;
 * `--check` (run by `npm run lint`) fails when that committed file is not what the API says.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMemoryCounter } from '../src/infra/counters.js';

const TARGET = fileURLToPath(new URL('../dashboard/src/api/schema.ts', import.meta.url));
const HEADER = `/* The API's types, generated from /openapi.json by scripts/api-types.ts: do not edit. */\n`;

async function openApiDocument(): Promise<object> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'slotbook-openapi-'));
  const database = openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, counter: createMemoryCounter(Date.now) });
    await app.ready();
    const document = app.swagger() as { servers?: unknown };
    delete document.servers;
    await app.close();
    return document;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function generate(): Promise<string> {
  const ast = await openapiTS(JSON.stringify(await openApiDocument()));
  const options = await resolveConfig(TARGET);
  return format(HEADER + astToString(ast), { ...options, filepath: TARGET });
}

const text = await generate();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TARGET, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    process.stderr.write(
      'dashboard/src/api/schema.ts is stale: the API changed. Run `npm run api-types` and commit it.\n',
    );
    process.exit(1);
  }
} else {
  writeFileSync(TARGET, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), TARGET)}\n`);
}

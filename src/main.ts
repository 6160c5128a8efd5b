import { existsSync } from 'node:fs';
import { runCli } from './cli.js';

/**
 * A `.env` file in the working directory fills in the settings the environment leaves unset
 * (a variable set in the environment wins). Returns the file read, if any.
 */
function loadDotEnv(file = '.env'): string | undefined {
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}

/** The process entry point: the only place, with config.ts, that reads the environment. */
export async function main(): Promise<void> {
  let dotEnv: string | undefined;
  try {
    dotEnv = loadDotEnv();
  } catch (error) {
    process.stderr.write(`slotbook: cannot read .env: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return;
  }
  if (dotEnv && process.argv[2] !== 'help') process.stderr.write(`Settings read from ${dotEnv}.\n`);
  const code = await runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  if (code >= 0) process.exitCode = code;
}

import { runCli } from './cli.js';

/** The process entry point: the only place, with config.ts, that reads the environment. */
export async function main(): Promise<void> {
  const code = await runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  if (code >= 0) process.exitCode = code;
}

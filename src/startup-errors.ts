/**
 * What went wrong at start-up, said in the operator's terms: which setting, which address or
 * folder, and what to check. Errors this file does not recognise keep their own message.
 */
import path from 'node:path';
import type { Config } from './config.js';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/** `host:port/database` of a PostgreSQL URL, without its credentials. */
export function postgresAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured address';
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? codeOf(cause) : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function databaseProblem(error: unknown, config: Config): string | undefined {
  const code = codeOf(error);
  const message = messageOf(error);
  if (config.databaseUrl) {
    const where = postgresAddress(config.databaseUrl);
    if (code && UNREACHABLE.has(code)) {
      return `Cannot reach the PostgreSQL database at ${where} (DATABASE_URL): ${code}. Is the server running, and is the address right?`;
    }
    if (code === '28P01' || code === '28000') {
      return `PostgreSQL at ${where} refused the credentials in DATABASE_URL: ${message}`;
    }
    if (code === '3D000') {
      return `PostgreSQL at ${where} has no such database (DATABASE_URL): ${message}. Create it first.`;
    }
    return undefined;
  }
  const sqliteOpen = code === 'SQLITE_CANTOPEN' || /unable to open database file/i.test(message);
  const folder = code === 'EACCES' || code === 'ENOTDIR' || code === 'EROFS' || code === 'EEXIST';
  if (sqliteOpen || folder) {
    const dir = path.resolve(config.dataDir);
    return `Cannot open the SQLite database in ${dir} (DATA_DIR): ${message}. Check that the folder can be created and is writable by this user.`;
  }
  return undefined;
}

function listenProblem(error: unknown, config: Config): string | undefined {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} on ${config.host} is already in use (PORT, HOST): stop the other server or choose another port.`;
  }
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return `Not allowed to listen on port ${config.port} (PORT): ports below 1024 need privileges; choose another port.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Cannot listen on ${config.host} (HOST): this machine has no such address.`;
  }
  return undefined;
}

/** The operator's explanation of a start-up failure, or undefined for an unknown error. */
export function explainStartupError(error: unknown, config: Config): string | undefined {
  return listenProblem(error, config) ?? databaseProblem(error, config);
}

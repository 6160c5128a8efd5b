import path from 'node:path';
import {
  isHttpUrl,
  readBootstrap,
  readConnectionSettings,
  readOrigins,
  readStripeSettings,
  readPaypalSettings,
  readWebhookSettings,
  type AdminBootstrap,
  type ConnectionSettings,
  type StripeSettings,
  type PaypalSettings,
  type WebhookSettings,
} from './config-sections.js';

export type {
  AdminBootstrap,
  ConnectionSettings,
  StripeSettings,
  PaypalSettings,
  WebhookSettings,
} from './config-sections.js';

export type Edition = 'pro' | 'core';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  edition: Edition;
  smtpUrl: string | null;
  redisUrl: string | null;
  logLevel: LogLevel;
  /** `json` (one JSON object a line, for collectors) or `pretty` (readable, for development). */
  logFormat: 'json' | 'pretty';
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | number | string;
  bootstrapAdmin: AdminBootstrap | null;
  /** Origins (besides PUBLIC_URL's) whose pages may make credentialed changes. */
  allowedOrigins: readonly string[];
  /** Origins whose pages may embed the booking pages in a frame. */
  embedOrigins: readonly string[];
  /** Webhook delivery: to loopback/private/reserved addresses or not, and its timeouts. */
  webhooks: WebhookSettings;
  /** Calendar connections: outbound addresses, sync period, the credentials key. */
  connections: ConnectionSettings;
  /** Stripe's API: its address, time limit and retries. */
  stripe: StripeSettings;
  /** PayPal's API: its address and time limit. */
  paypal: PaypalSettings;
  /** Bearer token `/metrics` asks for; null: `/metrics` answers 404. */
  metricsToken: string | null;
  /** Requests a minute one user may make on authenticated routes; 0: no limit. */
  userRateLimit: number;
  /** Days settled outbox rows (e-mails, reminders, webhook events, the delivery log) are kept. */
  outboxRetentionDays: number;
  /**
   * Between two runs of the booking jobs (`BOOKING_JOBS_INTERVAL_SECONDS`): completing past
   * bookings, asking Stripe and PayPal about open checkouts, releasing unpaid ones.
   */
  bookingJobsIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/**
 * Requests a minute per user on authenticated routes: far above what a person or a syncing
 * client sends, low enough that a few runaway clients cannot take the whole process.
 */
export const DEFAULT_USER_RATE_LIMIT = 30_000;

/** Days a settled outbox row (sent, failed, dropped or skipped) is kept before it is deleted. */
export const DEFAULT_OUTBOX_RETENTION_DAYS = 30;

type Env = Record<string, string | undefined>;

type Text = (name: string) => string | null;

/** Where the server listens, and the address its links use (derived from them when unset). */
function readAddress(text: Text, problems: string[]) {
  const port = parsePort(text('PORT') ?? '8080');
  if (port === null) problems.push('PORT must be an integer from 1 to 65535');
  const host = text('HOST') ?? '0.0.0.0';

  const publicUrlText = text('PUBLIC_URL');
  // Unset, the address this process listens on (any interface: this machine's name for it).
  const reachable = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host;
  const publicUrl =
    publicUrlText ??
    `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port ?? 8080}`;
  if (!isHttpUrl(publicUrl)) problems.push('PUBLIC_URL must be an absolute http(s) URL');

  return { port: port ?? 8080, host, publicUrl: publicUrl.replace(/\/+$/, '') };
}

/** The edition, the services it talks to, and how it logs. */
function readServices(text: Text, problems: string[]) {
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const edition = (text('SLOTBOOK_EDITION') ?? 'pro').toLowerCase();
  if (edition !== 'pro' && edition !== 'core') {
    problems.push('SLOTBOOK_EDITION must be "pro" or "core"');
  }

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const redisUrl = text('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const logLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const logFormat = (text('LOG_FORMAT') ?? 'json').toLowerCase();
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    problems.push('LOG_FORMAT must be "json" or "pretty"');
  }

  const trustProxy = parseTrustProxy(text('TRUST_PROXY') ?? 'false');
  if (trustProxy === null) {
    problems.push('TRUST_PROXY must be true, false, a hop count, or a list of addresses/CIDRs');
  }

  return {
    databaseUrl,
    edition: edition as Edition,
    smtpUrl,
    redisUrl,
    logLevel,
    logFormat: logFormat === 'pretty' ? ('pretty' as const) : ('json' as const),
    trustProxy: trustProxy ?? false,
  };
}

/**
 * The metrics token, the per-user request limit, how long settled outbox rows are kept, and how
 * often the booking jobs run.
 */
function readLimits(text: Text, problems: string[]) {
  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken && !/^[\x21-\x7e]{16,200}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 200 visible ASCII characters (no spaces)');
  }
  const userRateText = text('USER_RATE_LIMIT') ?? String(DEFAULT_USER_RATE_LIMIT);
  const userRateLimit = /^\d{1,10}$/.test(userRateText) ? Number(userRateText) : null;
  if (userRateLimit === null) {
    problems.push('USER_RATE_LIMIT must be a whole number of requests a minute (0 for no limit)');
  }

  const retentionText = text('OUTBOX_RETENTION_DAYS') ?? String(DEFAULT_OUTBOX_RETENTION_DAYS);
  const retentionDays = /^\d{1,5}$/.test(retentionText) ? Number(retentionText) : NaN;
  if (!(retentionDays >= 1 && retentionDays <= 36_500)) {
    problems.push(
      'OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 36500 (how long sent and failed e-mails and webhook deliveries are kept)',
    );
  }

  const jobsText = text('BOOKING_JOBS_INTERVAL_SECONDS') ?? '60';
  const jobsSeconds = /^\d{1,4}$/.test(jobsText) ? Number(jobsText) : NaN;
  const jobsValid = jobsSeconds >= 1 && jobsSeconds <= 3600;
  if (!jobsValid) {
    problems.push(
      'BOOKING_JOBS_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600 (how often past bookings are completed, open Stripe and PayPal checkouts checked and unpaid ones released)',
    );
  }

  return {
    metricsToken,
    userRateLimit: userRateLimit ?? DEFAULT_USER_RATE_LIMIT,
    outboxRetentionDays: retentionDays,
    bookingJobsIntervalMs: (jobsValid ? jobsSeconds : 60) * 1000,
  };
}

/** Reads every setting from `env`, reporting all problems at once. */
export function loadConfig(env: Env, cwd = process.cwd()): Readonly<Config> {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const address = readAddress(text, problems);
  const services = readServices(text, problems);
  const bootstrapAdmin = readBootstrap(text, problems);
  const allowedOrigins = readOrigins('ALLOWED_ORIGINS', text, problems);
  const embedOrigins = readOrigins('EMBED_ORIGINS', text, problems);
  const webhooks = readWebhookSettings(text, problems);
  const connections = readConnectionSettings(text, problems);
  const stripe = readStripeSettings(text, problems);
  const paypal = readPaypalSettings(text, problems);
  const limits = readLimits(text, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    ...address,
    dataDir: path.resolve(cwd, text('DATA_DIR') ?? 'data'),
    ...services,
    bootstrapAdmin,
    allowedOrigins: Object.freeze(allowedOrigins),
    embedOrigins: Object.freeze(embedOrigins),
    webhooks: Object.freeze(webhooks),
    connections: Object.freeze(connections),
    stripe: Object.freeze(stripe),
    paypal: Object.freeze(paypal),
    ...limits,
  });
}

function parseTrustProxy(value: string): boolean | number | string | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return /^[0-9a-fA-F.:/,\s]+$/.test(value) ? value : null;
}

function parsePort(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const port = Number(value);
  return port >= 1 && port <= 65535 ? port : null;
}

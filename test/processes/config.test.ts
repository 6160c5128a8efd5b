import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has working defaults for a local install on SQLite', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: null,
      edition: 'pro',
      smtpUrl: null,
      redisUrl: null,
      logLevel: 'info',
      logFormat: 'json',
      trustProxy: false,
      bootstrapAdmin: null,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('derives PUBLIC_URL, when unset, from the address and port it listens on', () => {
    const url = (env: Record<string, string>) => loadConfig(env, '/srv/app').publicUrl;
    expect(url({ PORT: '9090' })).toBe('http://localhost:9090');
    expect(url({ PORT: '9090', HOST: '::' })).toBe('http://localhost:9090');
    expect(url({ PORT: '9090', HOST: '127.0.0.1' })).toBe('http://127.0.0.1:9090');
    expect(url({ PORT: '9090', HOST: '::1' })).toBe('http://[::1]:9090');
    expect(url({ PORT: '9090', PUBLIC_URL: 'https://book.example.com' })).toBe(
      'https://book.example.com',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://book.example.com/',
      DATA_DIR: '/var/lib/slotbook',
      DATABASE_URL: 'postgres://u@db/slotbook',
      SLOTBOOK_EDITION: 'core',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'pretty',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SLOTBOOK_ADMIN_LOGIN: 'root',
      SLOTBOOK_ADMIN_EMAIL: 'root@example.com',
      SLOTBOOK_ADMIN_APP_PASSWORD: 'aaaa bbbb cccc dddd eeee ffff',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://book.example.com',
      dataDir: '/var/lib/slotbook',
      edition: 'core',
      logFormat: 'pretty',
      trustProxy: '10.0.0.0/8, 127.0.0.1',
      bootstrapAdmin: { login: 'root', email: 'root@example.com' },
    });
  });

  it('reports every problem at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        PORT: '70000',
        PUBLIC_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
        SLOTBOOK_EDITION: 'enterprise',
        SMTP_URL: 'http://mail',
        REDIS_URL: 'memcached://x',
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'colourful',
        TRUST_PROXY: 'everyone',
        SLOTBOOK_ADMIN_LOGIN: 'root',
      });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.problems).toHaveLength(10);
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('SLOTBOOK_ADMIN_APP_PASSWORD');
  });

  it('reads the metrics token and the per-user limit, and refuses bad ones', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: null, userRateLimit: 30_000 });
    expect(
      loadConfig({ METRICS_TOKEN: 'a-long-metrics-token', USER_RATE_LIMIT: '0' }),
    ).toMatchObject({ metricsToken: 'a-long-metrics-token', userRateLimit: 0 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ USER_RATE_LIMIT: 'lots' })).toThrow(/USER_RATE_LIMIT/);
    expect(() => loadConfig({ USER_RATE_LIMIT: '-1' })).toThrow(/USER_RATE_LIMIT/);
  });

  it('keeps settled outbox rows 30 days by default, and refuses a period under one day', () => {
    expect(loadConfig({})).toMatchObject({ outboxRetentionDays: 30 });
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '7' })).toMatchObject({ outboxRetentionDays: 7 });
    for (const value of ['0', '-3', '1.5', 'forever', '36501']) {
      expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: value })).toThrow(
        /OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 36500/,
      );
    }
  });

  it('runs the booking jobs every minute by default, and refuses an interval out of range', () => {
    expect(loadConfig({})).toMatchObject({ bookingJobsIntervalMs: 60_000 });
    expect(loadConfig({ BOOKING_JOBS_INTERVAL_SECONDS: '5' })).toMatchObject({
      bookingJobsIntervalMs: 5_000,
    });
    for (const value of ['0', '-1', '1.5', 'often', '3601']) {
      expect(() => loadConfig({ BOOKING_JOBS_INTERVAL_SECONDS: value })).toThrow(
        /BOOKING_JOBS_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600/,
      );
    }
  });

  it('refuses a short bootstrap password', () => {
    expect(() =>
      loadConfig({
        SLOTBOOK_ADMIN_LOGIN: 'a',
        SLOTBOOK_ADMIN_EMAIL: 'a@b.c',
        SLOTBOOK_ADMIN_APP_PASSWORD: 'short',
      }),
    ).toThrow(/at least 16/);
  });

  it('reads the connection settings: private servers off, a 5-minute sync, a key or none', () => {
    expect(loadConfig({}).connections).toEqual({
      allowPrivate: false,
      syncIntervalMs: 300_000,
      timeoutMs: 20_000,
      key: null,
      google: null,
      microsoft: null,
    });
    const key = 'ab'.repeat(32);
    const read = loadConfig({
      CONNECTIONS_ALLOW_PRIVATE: 'true',
      CONNECTIONS_SYNC_MINUTES: '15',
      CONNECTIONS_TIMEOUT_SECONDS: '45',
      CONNECTIONS_KEY: key,
    }).connections;
    expect(read).toEqual({
      allowPrivate: true,
      syncIntervalMs: 900_000,
      timeoutMs: 45_000,
      key: Buffer.from(key, 'hex'),
      google: null,
      microsoft: null,
    });
    for (const [env, message] of [
      [{ CONNECTIONS_ALLOW_PRIVATE: 'yes' }, 'CONNECTIONS_ALLOW_PRIVATE must be true or false'],
      [{ CONNECTIONS_SYNC_MINUTES: '0' }, 'CONNECTIONS_SYNC_MINUTES must be a whole number'],
      [{ CONNECTIONS_TIMEOUT_SECONDS: '0' }, 'CONNECTIONS_TIMEOUT_SECONDS must be a whole number'],
      [
        { CONNECTIONS_TIMEOUT_SECONDS: '2.5' },
        'CONNECTIONS_TIMEOUT_SECONDS must be a whole number',
      ],
      [{ CONNECTIONS_KEY: 'short' }, 'CONNECTIONS_KEY must be 64 hexadecimal characters'],
      [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_ID needs GOOGLE_CLIENT_SECRET'],
      [{ GOOGLE_CLIENT_SECRET: 's' }, 'GOOGLE_CLIENT_SECRET needs GOOGLE_CLIENT_ID'],
      [{ GOOGLE_API_BASE_URL: 'nope' }, 'GOOGLE_API_BASE_URL must be an absolute http(s) URL'],
      [{ MICROSOFT_CLIENT_ID: 'id' }, 'MICROSOFT_CLIENT_ID needs MICROSOFT_CLIENT_SECRET'],
      [{ MICROSOFT_CLIENT_SECRET: 's' }, 'MICROSOFT_CLIENT_SECRET needs MICROSOFT_CLIENT_ID'],
      [
        { MICROSOFT_GRAPH_BASE_URL: 'nope' },
        'MICROSOFT_GRAPH_BASE_URL must be an absolute http(s) URL',
      ],
    ] as const) {
      expect(() => loadConfig(env), message).toThrow(message);
    }
  });

  it("reads how PayPal's API is reached, and refuses what cannot be used", () => {
    expect(loadConfig({}).paypal).toEqual({ apiBaseUrl: null, timeoutMs: 10_000 });
    const read = loadConfig({
      PAYPAL_API_BASE_URL: 'http://127.0.0.1:9100/',
      PAYPAL_TIMEOUT_MS: '2500',
    }).paypal;
    expect(read).toEqual({ apiBaseUrl: 'http://127.0.0.1:9100', timeoutMs: 2500 });
    for (const env of [
      { PAYPAL_API_BASE_URL: 'api-m.paypal.com' },
      { PAYPAL_API_BASE_URL: 'https://api-m.paypal.com/v2' },
      { PAYPAL_TIMEOUT_MS: '50' },
      { PAYPAL_TIMEOUT_MS: 'soon' },
    ]) {
      expect(() => loadConfig(env)).toThrow(/PAYPAL_(API_BASE_URL|TIMEOUT_MS) must be/);
    }
  });

  it('reads the Google client: both OAuth hosts replaced by one base, the API base', () => {
    const google = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_OAUTH_BASE_URL: 'http://127.0.0.1:9000/',
    }).connections.google;
    expect(google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
      oauthBaseUrl: 'http://127.0.0.1:9000',
      apiBaseUrl: 'https://www.googleapis.com',
    });
  });

  it('reads the Microsoft application: login and Graph bases default to Microsoft', () => {
    expect(loadConfig({}).connections.microsoft).toBeNull();
    const microsoft = loadConfig({
      MICROSOFT_CLIENT_ID: '00000000-0000-0000-0000-000000000001',
      MICROSOFT_CLIENT_SECRET: 'secret',
      MICROSOFT_GRAPH_BASE_URL: 'http://127.0.0.1:9000/v1.0/',
    }).connections.microsoft;
    expect(microsoft).toEqual({
      clientId: '00000000-0000-0000-0000-000000000001',
      clientSecret: 'secret',
      loginBaseUrl: 'https://login.microsoftonline.com',
      graphBaseUrl: 'http://127.0.0.1:9000/v1.0',
    });
  });

  it('reads the webhook settings: private targets off by default, bounded timeouts', () => {
    expect(loadConfig({}).webhooks).toEqual({
      allowPrivate: false,
      connectTimeoutMs: 5_000,
      totalTimeoutMs: 15_000,
      leaseMarginMs: 30_000,
    });
    expect(
      loadConfig({
        WEBHOOKS_ALLOW_PRIVATE: 'TRUE',
        WEBHOOKS_TIMEOUT_MS: '2000',
        WEBHOOKS_LEASE_MARGIN_MS: '5000',
      }).webhooks,
    ).toEqual({
      allowPrivate: true,
      connectTimeoutMs: 2_000,
      totalTimeoutMs: 2_000,
      leaseMarginMs: 5_000,
    });
    for (const [env, message] of [
      [{ WEBHOOKS_ALLOW_PRIVATE: 'yes' }, 'WEBHOOKS_ALLOW_PRIVATE must be true or false'],
      [{ WEBHOOKS_TIMEOUT_MS: '10' }, 'WEBHOOKS_TIMEOUT_MS must be a number of milliseconds'],
      [{ WEBHOOKS_TIMEOUT_MS: 'soon' }, 'WEBHOOKS_TIMEOUT_MS must be a number of milliseconds'],
      [{ WEBHOOKS_LEASE_MARGIN_MS: '0' }, 'WEBHOOKS_LEASE_MARGIN_MS must be a number of'],
      [
        { WEBHOOKS_TIMEOUT_MS: '1000', WEBHOOKS_CONNECT_TIMEOUT_MS: '3000' },
        'must not exceed WEBHOOKS_TIMEOUT_MS',
      ],
    ] as const) {
      expect(() => loadConfig(env), message).toThrow(message);
    }
  });
});

describe('client addresses behind a proxy', () => {
  it('uses X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const { createTestApp } = await import('../helpers/app.js');
    for (const [trust, expected] of [
      ['false', '127.0.0.1'],
      ['1', '203.0.113.9'],
    ] as const) {
      const t = await createTestApp('sqlite', { env: { TRUST_PROXY: trust } });
      try {
        const headers = { 'x-forwarded-for': '203.0.113.9' };
        const list = await t.request({ url: '/api/v2/users/1/application-passwords', headers });
        expect(list.json().application_passwords[0].last_ip).toBe(expected);
      } finally {
        await t.close();
      }
    }
  });
});

/**
 * The settings of `config.ts` that take more than a line to read: groups of variables read
 * together, each problem added to the list `loadConfig` reports at once.
 */
import { isEmailAddress } from './shared/email.js';

/** A variable's trimmed value, or null when unset or blank. */
type Text = (name: string) => string | null;

export interface AdminBootstrap {
  login: string;
  email: string;
  appPassword: string;
}

export interface WebhookSettings {
  allowPrivate: boolean;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  /** How long a claim on webhook events outlasts its longest post (then another process may retake it). */
  leaseMarginMs: number;
}

export interface ConnectionSettings {
  /** Whether CalDAV servers and feeds may be on loopback, private or reserved addresses. */
  allowPrivate: boolean;
  /** How often each connection is synced in the background. */
  syncIntervalMs: number;
  /** Each request's time limit to a calendar server, feed or provider (`CONNECTIONS_TIMEOUT_SECONDS`). */
  timeoutMs: number;
  /** 32 bytes sealing connection credentials; null: generated at first start, kept in the database. */
  key: Buffer | null;
  /** Google Calendar (OAuth); null when GOOGLE_CLIENT_ID is not set: Google is not offered. */
  google: GoogleSettings | null;
  /** Microsoft 365 / Outlook.com calendars; null when MICROSOFT_CLIENT_ID is not set. */
  microsoft: MicrosoftSettings | null;
  /** Zoom meetings (OAuth); null when ZOOM_CLIENT_ID is not set: Zoom is not offered. */
  zoom: ZoomSettings | null;
}

/** The OAuth app registered with Zoom; the URLs replace https://zoom.us and https://api.zoom.us/v2. */
export interface ZoomSettings {
  clientId: string;
  clientSecret: string;
  oauthBaseUrl: string;
  apiBaseUrl: string;
}

/**
 * The application an administrator registered with Microsoft Entra. `loginBaseUrl` replaces
 * https://login.microsoftonline.com (the tenant `common` is added to it); `graphBaseUrl`
 * replaces https://graph.microsoft.com/v1.0.
 */
export interface MicrosoftSettings {
  clientId: string;
  clientSecret: string;
  loginBaseUrl: string;
  graphBaseUrl: string;
}

/**
 * The OAuth client an administrator registered with Google. `oauthBaseUrl` replaces both OAuth
 * hosts (accounts.google.com and oauth2.googleapis.com) with the same paths; `apiBaseUrl`
 * replaces www.googleapis.com.
 */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  oauthBaseUrl: string | null;
  apiBaseUrl: string;
}

function readGoogleSettings(text: Text, problems: string[]): GoogleSettings | null {
  const clientId = text('GOOGLE_CLIENT_ID');
  const clientSecret = text('GOOGLE_CLIENT_SECRET');
  const oauthBaseUrl = text('GOOGLE_OAUTH_BASE_URL');
  const apiBaseUrl = text('GOOGLE_API_BASE_URL') ?? 'https://www.googleapis.com';
  for (const [name, value] of [
    ['GOOGLE_OAUTH_BASE_URL', oauthBaseUrl],
    ['GOOGLE_API_BASE_URL', apiBaseUrl],
  ] as const) {
    if (value !== null && !isHttpUrl(value))
      problems.push(`${name} must be an absolute http(s) URL`);
  }
  if (clientId === null) {
    if (clientSecret !== null) problems.push('GOOGLE_CLIENT_SECRET needs GOOGLE_CLIENT_ID');
    return null;
  }
  if (clientSecret === null) {
    problems.push('GOOGLE_CLIENT_ID needs GOOGLE_CLIENT_SECRET');
    return null;
  }
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    clientId,
    clientSecret,
    oauthBaseUrl: oauthBaseUrl === null ? null : trim(oauthBaseUrl),
    apiBaseUrl: trim(apiBaseUrl),
  };
}

/** An OAuth app's client id and secret (both or neither) and base URLs; null without an id. */
function readOAuthApp<K extends string>(
  text: Text,
  problems: string[],
  prefix: string,
  urls: Record<K, [setting: string, fallback: string]>,
): ({ clientId: string; clientSecret: string } & Record<K, string>) | null {
  const clientId = text(`${prefix}_CLIENT_ID`);
  const clientSecret = text(`${prefix}_CLIENT_SECRET`);
  const read = {} as Record<K, string>;
  for (const key of Object.keys(urls) as K[]) {
    const [name, fallback] = urls[key];
    const value = text(name) ?? fallback;
    if (!isHttpUrl(value)) problems.push(`${name} must be an absolute http(s) URL`);
    read[key] = value.replace(/\/+$/, '');
  }
  if (clientId === null) {
    if (clientSecret !== null) problems.push(`${prefix}_CLIENT_SECRET needs ${prefix}_CLIENT_ID`);
    return null;
  }
  if (clientSecret === null) {
    problems.push(`${prefix}_CLIENT_ID needs ${prefix}_CLIENT_SECRET`);
    return null;
  }
  return { clientId, clientSecret, ...read };
}

const readMicrosoftSettings = (text: Text, problems: string[]): MicrosoftSettings | null =>
  readOAuthApp(text, problems, 'MICROSOFT', {
    loginBaseUrl: ['MICROSOFT_LOGIN_BASE_URL', 'https://login.microsoftonline.com'],
    graphBaseUrl: ['MICROSOFT_GRAPH_BASE_URL', 'https://graph.microsoft.com/v1.0'],
  });

const readZoomSettings = (text: Text, problems: string[]): ZoomSettings | null =>
  readOAuthApp(text, problems, 'ZOOM', {
    oauthBaseUrl: ['ZOOM_OAUTH_BASE_URL', 'https://zoom.us'],
    apiBaseUrl: ['ZOOM_API_BASE_URL', 'https://api.zoom.us/v2'],
  });

/** A comma- or space-separated list of origins (`https://www.example.com`), each checked. */
export function readOrigins(name: string, text: Text, problems: string[]): string[] {
  const origins: string[] = [];
  for (const entry of (text(name) ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = isHttpUrl(entry) ? new URL(entry).origin : null;
    if (!origin || origin !== entry.replace(/\/+$/, '')) {
      problems.push(`${name}: "${entry}" is not an origin like https://www.example.com`);
    } else origins.push(origin);
  }
  return origins;
}

export function readWebhookSettings(text: Text, problems: string[]): WebhookSettings {
  const allow = (text('WEBHOOKS_ALLOW_PRIVATE') ?? 'false').toLowerCase();
  if (allow !== 'true' && allow !== 'false') {
    problems.push('WEBHOOKS_ALLOW_PRIVATE must be true or false');
  }
  const millis = (name: string, fallback: number, max: number): number => {
    const value = text(name) ?? String(fallback);
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!(n >= 100 && n <= max)) {
      problems.push(`${name} must be a number of milliseconds from 100 to ${max}`);
      return fallback;
    }
    return n;
  };
  const totalTimeoutMs = millis('WEBHOOKS_TIMEOUT_MS', 15_000, 120_000);
  const connectTimeoutMs = millis(
    'WEBHOOKS_CONNECT_TIMEOUT_MS',
    Math.min(5_000, totalTimeoutMs),
    60_000,
  );
  if (connectTimeoutMs > totalTimeoutMs) {
    problems.push('WEBHOOKS_CONNECT_TIMEOUT_MS must not exceed WEBHOOKS_TIMEOUT_MS');
  }
  const leaseMarginMs = millis('WEBHOOKS_LEASE_MARGIN_MS', 30_000, 600_000);
  return { allowPrivate: allow === 'true', connectTimeoutMs, totalTimeoutMs, leaseMarginMs };
}

export function readConnectionSettings(text: Text, problems: string[]): ConnectionSettings {
  const allow = (text('CONNECTIONS_ALLOW_PRIVATE') ?? 'false').toLowerCase();
  if (allow !== 'true' && allow !== 'false') {
    problems.push('CONNECTIONS_ALLOW_PRIVATE must be true or false');
  }
  const minutesText = text('CONNECTIONS_SYNC_MINUTES') ?? '5';
  const minutes = /^\d{1,4}$/.test(minutesText) ? Number(minutesText) : NaN;
  if (!(minutes >= 1 && minutes <= 1440)) {
    problems.push('CONNECTIONS_SYNC_MINUTES must be a whole number of minutes from 1 to 1440');
  }
  const timeoutText = text('CONNECTIONS_TIMEOUT_SECONDS') ?? '20';
  const timeout = /^\d{1,3}$/.test(timeoutText) ? Number(timeoutText) : NaN;
  if (!(timeout >= 1 && timeout <= 300)) {
    problems.push('CONNECTIONS_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 300');
  }
  const keyText = text('CONNECTIONS_KEY');
  let key: Buffer | null = null;
  if (keyText !== null) {
    key = /^[0-9a-fA-F]{64}$/.test(keyText) ? Buffer.from(keyText, 'hex') : null;
    if (!key) problems.push('CONNECTIONS_KEY must be 64 hexadecimal characters (32 bytes)');
  }
  return {
    allowPrivate: allow === 'true',
    syncIntervalMs: (minutes >= 1 && minutes <= 1440 ? minutes : 5) * 60_000,
    timeoutMs: (timeout >= 1 && timeout <= 300 ? timeout : 20) * 1000,
    key,
    google: readGoogleSettings(text, problems),
    microsoft: readMicrosoftSettings(text, problems),
    zoom: readZoomSettings(text, problems),
  };
}

/** How Slotbook reaches Stripe's API (the keys are payment settings, not configuration). */
export interface StripeSettings {
  /** `STRIPE_API_BASE_URL`: another address for Stripe's API (a proxy, a stand-in); null: Stripe's own. */
  apiBaseUrl: string | null;
  /** Each request's time limit (`STRIPE_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Retries of a request that failed on the network or with a 5xx (the SDK's back-off). */
  maxNetworkRetries: number;
}

export function readStripeSettings(text: Text, problems: string[]): StripeSettings {
  const base = text('STRIPE_API_BASE_URL');
  const baseUrl = base && isHttpUrl(base) ? new URL(base) : null;
  if (base !== null && (!baseUrl || baseUrl.pathname !== '/' || baseUrl.search || baseUrl.hash)) {
    problems.push(
      'STRIPE_API_BASE_URL must be an http(s) URL without a path, like https://api.stripe.com',
    );
  }
  const timeoutText = text('STRIPE_TIMEOUT_MS') ?? '10000';
  const timeoutMs = /^\d{1,6}$/.test(timeoutText) ? Number(timeoutText) : NaN;
  if (!(timeoutMs >= 100 && timeoutMs <= 60_000)) {
    problems.push('STRIPE_TIMEOUT_MS must be a number of milliseconds from 100 to 60000');
  }
  return {
    apiBaseUrl: baseUrl ? baseUrl.origin : null,
    timeoutMs: timeoutMs >= 100 && timeoutMs <= 60_000 ? timeoutMs : 10_000,
    maxNetworkRetries: 1,
  };
}

/** How Slotbook reaches PayPal's REST API (the client id and secret are payment settings). */
export interface PaypalSettings {
  /**
   * `PAYPAL_API_BASE_URL`: another address for PayPal's API (a proxy, a stand-in), used in both
   * modes; null: PayPal's own, `https://api-m.paypal.com` live and
   * `https://api-m.sandbox.paypal.com` in test mode.
   */
  apiBaseUrl: string | null;
  /** Each request's time limit (`PAYPAL_TIMEOUT_MS`). */
  timeoutMs: number;
}

export function readPaypalSettings(text: Text, problems: string[]): PaypalSettings {
  const base = text('PAYPAL_API_BASE_URL');
  const baseUrl = base && isHttpUrl(base) ? new URL(base) : null;
  if (base !== null && (!baseUrl || baseUrl.pathname !== '/' || baseUrl.search || baseUrl.hash)) {
    problems.push(
      'PAYPAL_API_BASE_URL must be an http(s) URL without a path, like https://api-m.paypal.com',
    );
  }
  const timeoutText = text('PAYPAL_TIMEOUT_MS') ?? '10000';
  const timeoutMs = /^\d{1,6}$/.test(timeoutText) ? Number(timeoutText) : NaN;
  const valid = timeoutMs >= 100 && timeoutMs <= 60_000;
  if (!valid) problems.push('PAYPAL_TIMEOUT_MS must be a number of milliseconds from 100 to 60000');
  return { apiBaseUrl: baseUrl ? baseUrl.origin : null, timeoutMs: valid ? timeoutMs : 10_000 };
}

export function readBootstrap(text: Text, problems: string[]): AdminBootstrap | null {
  const login = text('SLOTBOOK_ADMIN_LOGIN');
  const email = text('SLOTBOOK_ADMIN_EMAIL');
  const appPassword = text('SLOTBOOK_ADMIN_APP_PASSWORD');
  const given = [login, email, appPassword].filter((v) => v !== null).length;
  if (given === 0) return null;
  if (given < 3 || !login || !email || !appPassword) {
    problems.push(
      'SLOTBOOK_ADMIN_LOGIN, SLOTBOOK_ADMIN_EMAIL and SLOTBOOK_ADMIN_APP_PASSWORD must be set together',
    );
    return null;
  }
  if (appPassword.replace(/\s+/g, '').length < 16) {
    problems.push('SLOTBOOK_ADMIN_APP_PASSWORD must have at least 16 characters (spaces ignored)');
  }
  if (!isEmailAddress(email)) problems.push('SLOTBOOK_ADMIN_EMAIL must be an e-mail address');
  return { login, email, appPassword };
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

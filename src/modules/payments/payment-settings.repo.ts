/** Payment settings in the `settings` table: `payments.global` and `payments.method.<name>`. */
import type { Db } from '../../db/database.js';
import type { Currency } from '../../domain/money.js';
import { findSetting } from '../settings/index.js';
import { currencyOf, readGlobalSettings, type GlobalPaymentSettings } from './global-settings.js';
import { defaultSettings, type Method, type MethodSettings } from './payment-methods.js';

const GLOBAL_KEY = 'payments.global';
const methodKey = (method: Method) => `payments.method.${method}`;

function parseObject(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

async function upsertSetting(db: Db, key: string, value: unknown, now: number): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now }))
    .execute();
}

export async function findGlobalSettings(db: Db): Promise<GlobalPaymentSettings> {
  return readGlobalSettings(parseObject(await findSetting(db, GLOBAL_KEY)));
}

export async function saveGlobalSettings(
  db: Db,
  settings: GlobalPaymentSettings,
  now: number,
): Promise<void> {
  await upsertSetting(db, GLOBAL_KEY, settings, now);
}

/** The store currency (USD until an administrator picks another). */
export async function findGlobalCurrency(db: Db): Promise<Currency> {
  return currencyOf(await findGlobalSettings(db));
}

export async function findMethodSettings(db: Db, method: Method): Promise<MethodSettings> {
  const stored = parseObject(await findSetting(db, methodKey(method)));
  const settings = defaultSettings(method);
  for (const key of Object.keys(settings)) {
    const value = stored[key];
    if (typeof value === 'string') settings[key] = value;
  }
  return settings;
}

export async function saveMethodSettings(
  db: Db,
  method: Method,
  settings: MethodSettings,
  now: number,
): Promise<void> {
  await upsertSetting(db, methodKey(method), settings, now);
}

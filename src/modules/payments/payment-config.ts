/**
 * `GET /calendars/{id}/events/{event_id}/payment-settings`'s `config` (which payment methods are
 * configured), from the stored settings.
 */
import type { Db } from '../../db/database.js';
import { isActive, isConfigured } from './payment-methods.js';
import { findGlobalSettings, findMethodSettings } from './payment-settings.repo.js';
import type { PaymentConfig } from './payment-settings.schemas.js';

export async function findPaymentConfig(db: Db): Promise<PaymentConfig> {
  const [global, offline, stripe, paypal] = await Promise.all([
    findGlobalSettings(db),
    findMethodSettings(db, 'offline'),
    findMethodSettings(db, 'stripe'),
    findMethodSettings(db, 'paypal'),
  ]);
  return {
    native_enabled: global.is_active === 'yes',
    stripe_configured: isActive(stripe) && isConfigured('stripe', stripe),
    paypal_configured: isActive(paypal) && isConfigured('paypal', paypal),
    offline_configured: isActive(offline),
    has_woo: false,
    has_cart: false,
    woo_enabled: false,
    native_config_link: '/settings/payment',
    woo_config_link: '',
  };
}

export {
  ONLINE_METHODS,
  acceptedMethods,
  bookingPaymentStatus,
  createOrderForBooking,
  currencyOf,
  deleteOrdersForBooking,
  failUnpaidOrder,
  findGlobalSettings,
  findMethodSettings,
  findOrderForBooking,
  isMethod,
  isPayable,
  paymentInstructions,
  presentOrder,
  recordPayment,
  refundOrder,
  releaseCutoff,
  releaseUnpaidOrders,
} from './booking-orders.js';
export type { Method, MethodSettings, OrderRecord, PaymentGuide } from './booking-orders.js';
export { chargedItems, chargesNatively, draftOrder } from './event-pricing.js';
export { applyRefund } from './order-status.js';
export { createPaymentProviders, refundKey, type PaymentProvider } from './refund-providers.js';
export { paymentChoices, type PaymentChoice } from './payment-choices.js';
export { refundDue, type RefundDue } from './refund-policy.js';
export { findPaymentConfig } from './payment-config.js';
export { checksOutOnline, METHODS } from './payment-methods.js';
export { findGlobalCurrency } from './payment-settings.repo.js';
export {
  PaymentConfig,
  PaymentSettings,
  PaymentSettingsInput,
} from './payment-settings.schemas.js';
export { paymentsRoutes } from './payments.routes.js';
export {
  BookingPaymentBody,
  BookingRefundBody,
  Order,
  OrderItem,
  PaymentInstructions,
} from './payments.schemas.js';
export { createPaymentsService } from './payments.service.js';
export {
  createStripeGateway,
  SIGNATURE_TOLERANCE_SECONDS,
  stripeMode,
  type StripeConnection,
  type StripeEvent,
  type StripeGateway,
} from './stripe-gateway.js';
export {
  claimStripeEvent,
  findStripeOrder,
  listOpenCheckouts,
  recordCheckoutSession,
  type OpenCheckout,
} from './stripe-orders.js';
export { type PaypalConnection, paypalMode } from './paypal-api.js';
export {
  createPaypalGateway,
  paypalMoney,
  paypalValue,
  type PaypalGateway,
  type PaypalOrder,
  type WebhookHeaders,
} from './paypal-gateway.js';
export { claimPaypalEvent, findOrderPaidBy, findPaypalOrder, hasCharge } from './paypal-orders.js';

/** Payments' server-side entry for other features (the console's payment links). */
export { cancelPaymentLink, createPaymentLink, listPaymentLinks, MAX_LINK_LIFETIME_MS, parseDuration, type PaymentLinkSummary } from './server/payment-links';

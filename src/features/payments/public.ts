/** Payments' public entry: money and the paths of a link's pages (safe in any bundle). */
export { formatAmount, parseAmountToCents, type Currency } from './money';
export { paymentLinkPath, receiptPath } from './payment-paths';

// npm run test:mutation (5 of 7): StrykerJS mutates checkout's limits (server/modules/orders/checkout/order-limits.ts:
// lines, quantity and value per order, unpaid orders, checkouts per hour, hold length), what a payment does
// to an order (order-payment.ts: capture, provider status applied once, failure and stock back, late and
// mismatched payments kept for a refund, the sweeper's settling) and the PhonePe webhook and simulator
// handling (server/modules/orders/payment/payments.service.ts), cash on delivery's rules (cash-on-delivery/cash-on-delivery.ts:
// refusals, the e-mail check, the cash collected; core/pay-on-delivery.ts: what is left to pay) and the order's one pricing with its charges
// (checkout/order-quote.ts), and the card's part of an order (giftcards/order-card.ts), and runs their service tests and the API tests of order limits and cash on delivery
// on PGlite against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`; log calls
// are not mutated (config/mutation/log-ignorer.mjs).
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('checkout'),
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './config/mutation/log-ignorer.mjs'],
  ignorers: ['log-calls'],
  vitest: { configFile: 'config/mutation/vitest.checkout.config.ts' },
  mutate: [
    'server/modules/orders/checkout/order-limits.ts',
    'server/modules/orders/payment/order-payment.ts',
    'server/modules/orders/payment/payments.service.ts',
    'server/modules/orders/cash-on-delivery/cash-on-delivery.ts',
    'server/modules/orders/core/pay-on-delivery.ts',
    'server/modules/orders/checkout/order-quote.ts',
    // The card's part of an order (issue 47): its check at checkout, its debit and its giving back.
    'server/modules/giftcards/order-card.ts',
  ],
  timeoutMS: 30_000,
  thresholds: { high: 95, low: 90, break: 90 },
};

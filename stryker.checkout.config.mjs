// npm run test:mutation (5 of 5): StrykerJS mutates checkout's limits (server/modules/orders/order-limits.ts:
// lines, quantity and value per order, unpaid orders, checkouts per hour, hold length), what a payment does
// to an order (order-payment.ts: capture, provider status applied once, failure and stock back, late and
// mismatched payments kept for a refund, the sweeper's settling) and the PhonePe webhook and simulator
// handling (server/modules/payments/payments.service.ts), and runs their service tests and the API tests of
// order limits on PGlite against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`; log calls
// are not mutated (stryker-plugins/log-ignorer.mjs).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './stryker-plugins/log-ignorer.mjs'],
  ignorers: ['log-calls'],
  vitest: { configFile: 'vitest.mutation.checkout.config.ts' },
  mutate: [
    'server/modules/orders/order-limits.ts',
    'server/modules/orders/order-payment.ts',
    'server/modules/payments/payments.service.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/checkout.html' },
  jsonReporter: { fileName: 'reports/mutation/checkout.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
};

// npm run test:mutation (4 of 5): StrykerJS mutates the stock reservation (server/modules/orders/
// reservation.repository.ts: reserve every line or answer the short one, give an order's stock back once,
// settle a paid order's stock) and runs its database tests on PGlite against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.db.config.ts' },
  mutate: ['server/modules/orders/reservation.repository.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/stock.html' },
  jsonReporter: { fileName: 'reports/mutation/stock.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
};

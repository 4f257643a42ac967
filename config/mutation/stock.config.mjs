// npm run test:mutation (4 of 7): StrykerJS mutates the stock reservation (server/modules/orders/
// core/reservation.repository.ts: reserve every line or answer the short one, give an order's stock back once,
// settle a paid order's stock) and runs its database tests on PGlite against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('stock'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.stock.config.ts' },
  mutate: ['server/modules/orders/core/reservation.repository.ts'],
  timeoutMS: 30_000,
  thresholds: { high: 95, low: 90, break: 90 },
};

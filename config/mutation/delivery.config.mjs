// npm run test:mutation (6 of 7): StrykerJS mutates the delivery rules in common/delivery.ts (zones, fees, the free
// threshold, fragile packing, cash-on-delivery refusals, business days in India's calendar, the quote) and the
// cancellation and return policy in common/returns.ts (the windows, the restocking fees) and what a refund gives back
// and credits in common/refunds.ts, and runs their unit tests
// against each mutant. Equivalent mutants are marked next to the code:
// `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('delivery'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.unit.config.ts' },
  mutate: ['common/delivery.ts', 'common/returns.ts', 'common/refunds.ts'],
  thresholds: { high: 95, low: 90, break: 90 },
};

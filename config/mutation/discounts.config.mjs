// npm run test:mutation (7 of 7): StrykerJS mutates the discount codes' rules (common/discounts.ts: whether a code
// applies and why not, in the buyer's words; what it takes off, the 90 % cap and the largest discount; how it is
// shared over the lines; free delivery; the owner's form checks) and runs their unit tests against each mutant
// (config/mutation/vitest.discounts.config.ts).
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('discounts'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.discounts.config.ts' },
  mutate: ['common/discounts.ts'],
  thresholds: { high: 95, low: 95, break: 95 },
};

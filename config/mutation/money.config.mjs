// npm run test:mutation (1 of 7): StrykerJS mutates common/money.ts and runs its unit tests against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('money'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.unit.config.ts' },
  mutate: ['common/money.ts'],
  thresholds: { high: 95, low: 90, break: 95 },
};

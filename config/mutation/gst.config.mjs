// npm run test:mutation (2 of 7): StrykerJS mutates the place-of-supply logic in common/gst/ (states, PIN code →
// state, GSTIN checks, the supply's type) and runs its unit tests against each mutant. Equivalent mutants are marked next to the
// code: `// Stryker disable next-line <mutator>: <reason>`.
import { shared } from './shared.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared('gst'),
  testRunner: 'vitest',
  vitest: { configFile: 'config/mutation/vitest.unit.config.ts' },
  mutate: [
    'common/gst/states.ts',
    'common/gst/pincode-states.ts',
    'common/gst/gstin.ts',
    'common/gst/hsn-summary.ts',
    'common/gst/supply.ts',
  ],
  thresholds: { high: 95, low: 90, break: 90 },
};

// npm run test:mutation (2 of 5): StrykerJS mutates the place-of-supply logic in common/gst/ (states, PIN code →
// state, GSTIN checks) and runs its unit tests against each mutant. Equivalent mutants are marked next to the
// code: `// Stryker disable next-line <mutator>: <reason>`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['common/gst/states.ts', 'common/gst/pincode-states.ts', 'common/gst/gstin.ts', 'common/gst/hsn-summary.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/gst.html' },
  jsonReporter: { fileName: 'reports/mutation/gst.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 90 },
};

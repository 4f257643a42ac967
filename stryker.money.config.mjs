// npm run test:mutation (1 of 5): StrykerJS mutates common/money.ts and runs its unit tests against each mutant.
// Equivalent mutants are marked next to the code: `// Stryker disable next-line <mutator>: <reason>`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['common/money.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/money.html' },
  jsonReporter: { fileName: 'reports/mutation/money.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: 95 },
};

// @ts-check
// What the eight StrykerJS configs of `npm run test:mutation` share (scripts/mutation.ts runs them one after another).
//
// Incremental mode: each config's results are kept in config/mutation/incremental/<name>.json, committed with the code,
// so a run tests again only the mutants whose code or covering tests changed and reuses the rest. The runner
// checks that each committed report belongs to the current sources before trusting it (README: Mutation testing).

/**
 * @param {string} name the config's name (money, gst, …): its report files are named after it.
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function shared(name) {
  return {
    coverageAnalysis: 'perTest',
    concurrency: 2,
    incremental: true,
    incrementalFile: `config/mutation/incremental/${name}.json`,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    // The sandbox Stryker copies the project into needs the code and its tests, not pictures, load results or builds.
    ignorePatterns: [
      'docs',
      'dist',
      'data',
      'reports',
      'tests/load',
      'tests/e2e',
      'tests/ops',
      'deploy',
      'config/mutation/incremental',
      '*.png',
    ],
  };
}

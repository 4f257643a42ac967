/**
 * npm run test:mutation [-- --full] [-- --check] [-- name …]
 *
 * Runs the eight StrykerJS configs (config/mutation/<name>.config.mjs) one after another in incremental mode: each
 * starts from its committed report (config/mutation/incremental/<name>.json), tests again only the mutants whose
 * code or covering tests changed, and writes the report back. `--full` (npm run test:mutation:full) tests every
 * mutant. Each config fails below its own threshold (Stryker's `thresholds.break`).
 *
 * A committed report must belong to the current code (scripts/mutation-reports.ts): with `--check` (CI sets
 * it) a report written for other sources, or one whose mutants differ from what the sources give now, fails
 * the run with the command that refreshes it, so a stale report can neither hide a survivor nor quietly make
 * CI test every mutant again. A report that belongs to the current sources and was written by the StrykerJS
 * installed is then taken as it is, against its threshold, without running Stryker (its dry run would give the
 * same mutants and results: 2 to 3 minutes of CI for nothing). Without `--check` a stale report is simply
 * refreshed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  mutantProblems,
  readSources,
  sameResults,
  scoreOf,
  sourceProblems,
  type MutationReport,
} from './mutation-reports';

const ROOT = path.resolve(import.meta.dirname, '..');
export const CONFIGS = [
  'money',
  'gst',
  'orders',
  'stock',
  'checkout',
  'delivery',
  'discounts',
  'giftcards',
] as const;

const args = process.argv.slice(2);
const full = args.includes('--full');
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((n) => !(CONFIGS as readonly string[]).includes(n));
if (unknown.length) {
  console.error(`Unknown mutation config(s): ${unknown.join(', ')} (known: ${CONFIGS.join(', ')})`);
  process.exit(2);
}

const read = (file: string) =>
  fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : undefined;
const reportFile = (name: string) => `config/mutation/incremental/${name}.json`;
/** The StrykerJS installed, which a committed report records as `framework.version`. */
const STRYKER_VERSION = (
  JSON.parse(read('node_modules/@stryker-mutator/core/package.json') ?? '{}') as { version?: string }
).version;

interface Row {
  name: string;
  seconds: number;
  mutants: number;
  killed: number;
  survived: number;
  timedOut: number;
  noCoverage: number;
  score: number;
  break: number;
  ok: boolean;
}

const rows: Row[] = [];
const failures: string[] = [];
for (const name of only.length ? only : CONFIGS) {
  const configFile = `config/mutation/${name}.config.mjs`;
  const config = (await import(pathToFileURL(path.join(ROOT, configFile)).href)).default as {
    mutate: string[];
    thresholds: { break: number };
  };
  const committedText = read(reportFile(name));
  const committed = committedText ? (JSON.parse(committedText) as MutationReport) : null;

  if (check && !full) {
    if (!committed) {
      failures.push(
        `${name}: no committed report ${reportFile(name)}; run npm run test:mutation:full and commit it`,
      );
      continue;
    }
    const stale = sourceProblems(committed, readSources(ROOT, config.mutate, committed));
    if (stale.length) {
      failures.push(
        `${name}: ${reportFile(name)} was written for other sources; run npm run test:mutation ${name} and commit the report:\n` +
          stale.map((p) => `    - ${p}`).join('\n'),
      );
      continue;
    }
    // The same sources and test files, mutated by the same StrykerJS, give the same mutants with the same
    // results: the committed report stands without a dry run (a test file added since can only kill more).
    if (committed.framework?.version === STRYKER_VERSION) {
      const score = scoreOf(committed);
      const ok = score.score >= config.thresholds.break;
      rows.push({ name, seconds: 0, ...score, break: config.thresholds.break, ok });
      if (!ok)
        failures.push(
          `${name}: the committed report scores ${score.score} % against a threshold of ${config.thresholds.break} %`,
        );
      continue;
    }
  }

  console.log(`\n== mutation: ${name} (${config.mutate.join(', ')})${full ? ', every mutant' : ''}`);
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', configFile, ...(full ? ['--force'] : [])], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const written = read(reportFile(name));
  if (!written) {
    failures.push(`${name}: Stryker wrote no report (exit ${run.status})`);
    continue;
  }
  const report = JSON.parse(written) as MutationReport;
  // Stryker rewrites the report on every run (the coverage lists of reused mutants come out in another order):
  // when the sources, the mutants and their results are those of the committed report, keep it byte for byte,
  // so a run that changed nothing leaves nothing to commit.
  // Otherwise it is written back without `projectRoot`, the absolute path of this checkout, which Stryker only
  // records and which means nothing on another machine.
  if (committedText && committed && sameResults(committed, report))
    fs.writeFileSync(path.join(ROOT, reportFile(name)), committedText);
  else
    fs.writeFileSync(
      path.join(ROOT, reportFile(name)),
      `${JSON.stringify({ ...report, projectRoot: undefined }, null, 2)}\n`,
    );
  const score = scoreOf(report);
  const ok = run.status === 0;
  rows.push({ name, seconds, ...score, break: config.thresholds.break, ok });
  if (!ok)
    failures.push(
      `${name}: Stryker failed (exit ${run.status}); a score of ${score.score} % against a threshold of ${config.thresholds.break} %`,
    );
  if (check && committed && !full) {
    const differ = mutantProblems(committed, report);
    if (differ.length) {
      failures.push(
        `${name}: the committed report's mutants are not the ones the sources give; run npm run test:mutation:full ${name} and commit the report:\n` +
          differ.map((p) => `    - ${p}`).join('\n'),
      );
    }
  }
}

console.log('\n== mutation scores');
console.log('config    mutants  killed  timeout  survived  no cover  score     break  time');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(9)} ${String(r.mutants).padStart(7)} ${String(r.killed).padStart(7)} ${String(r.timedOut).padStart(8)} ${String(r.survived).padStart(9)} ${String(r.noCoverage).padStart(9)}  ${`${r.score.toFixed(2)} %`.padEnd(9)} ${`${r.break} %`.padEnd(6)} ${r.seconds} s${r.ok ? '' : '  FAILED'}`,
  );
}
if (failures.length) {
  console.error(`\nMutation testing failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether a committed incremental mutation report (config/mutation/incremental/<name>.json, StrykerJS's
 * mutation-testing-report-schema) still belongs to the code. Stryker reuses a mutant's result when the mutant
 * and the tests covering it look unchanged, so a report written for other sources could carry a result
 * ("killed") over to a mutant that would survive today. `npm run test:mutation` refuses such a report in CI
 * (scripts/mutation.ts) instead of trusting it.
 */

export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  status: string;
}

export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
  testFiles?: Record<string, { source?: string; tests: unknown[] }>;
  /** The StrykerJS that wrote it. */
  framework?: { version?: string };
}

/** The texts a report was written from: each mutated file's and each test file's source, by path. */
export interface Sources {
  files: Record<string, string | undefined>;
  testFiles: Record<string, string | undefined>;
}

/**
 * What to hold a committed report against, read from disk under `root`: the files a config mutates now, and
 * the test files the report ran (undefined where a file is gone).
 */
export function readSources(root: string, mutate: string[], report: MutationReport): Sources {
  const read = (file: string) =>
    fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined;
  return {
    files: Object.fromEntries(mutate.map((f) => [f, read(f)])),
    testFiles: Object.fromEntries(Object.keys(report.testFiles ?? {}).map((f) => [f, read(f)])),
  };
}

const keysDiffer = (label: string, had: string[], now: string[]): string[] => {
  const missing = now.filter((k) => !had.includes(k));
  const extra = had.filter((k) => !now.includes(k));
  return [
    ...missing.map((k) => `${label} ${k} is not in the report`),
    ...extra.map((k) => `${label} ${k} is in the report but no longer tested`),
  ];
};

/**
 * What makes a committed report stale against the sources on disk, before any mutant is run: a mutated file
 * added, removed or changed since the report was written (`current.files`: the files the config mutates now,
 * read from disk), or a test file the report ran that changed or is gone (`current.testFiles`: the report's
 * test files, read from disk; undefined when gone).
 */
export function sourceProblems(report: MutationReport, current: Sources): string[] {
  const problems = keysDiffer('mutated file', Object.keys(report.files), Object.keys(current.files));
  for (const [file, entry] of Object.entries(report.files)) {
    const now = current.files[file];
    if (now !== undefined && now !== entry.source)
      problems.push(`mutated file ${file} changed since the report was written`);
  }
  for (const [file, entry] of Object.entries(report.testFiles ?? {})) {
    const now = current.testFiles[file];
    if (now === undefined) problems.push(`test file ${file} is in the report but no longer exists`);
    else if (entry.source !== undefined && now !== entry.source)
      problems.push(`test file ${file} changed since the report was written`);
  }
  return problems;
}

/** A mutant as the instrumenter makes it, whatever id or status a run gave it. */
const mutantKey = (m: ReportMutant) =>
  `${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column} ${m.mutatorName} ${JSON.stringify(m.replacement ?? '')}`;

/**
 * What makes a committed report differ from a run over the same sources (`dryRun`: the report Stryker writes
 * for the current code, every mutant in it): a file with more or fewer mutants, or other ones.
 */
export function mutantProblems(report: MutationReport, dryRun: MutationReport): string[] {
  const problems = [
    ...keysDiffer('mutated file', Object.keys(report.files), Object.keys(dryRun.files)),
    ...keysDiffer('test file', Object.keys(report.testFiles ?? {}), Object.keys(dryRun.testFiles ?? {})),
  ];
  for (const [file, entry] of Object.entries(dryRun.files)) {
    const had = report.files[file];
    if (!had) continue;
    const before = new Set(had.mutants.map(mutantKey));
    const now = new Set(entry.mutants.map(mutantKey));
    if (had.mutants.length !== entry.mutants.length) {
      problems.push(
        `${file}: the report has ${had.mutants.length} mutants, the sources give ${entry.mutants.length}`,
      );
    }
    const missing = [...now].filter((k) => !before.has(k));
    const extra = [...before].filter((k) => !now.has(k));
    if (missing.length)
      problems.push(`${file}: ${missing.length} mutant(s) missing from the report, first ${missing[0]}`);
    if (extra.length)
      problems.push(
        `${file}: ${extra.length} mutant(s) in the report that the sources do not give, first ${extra[0]}`,
      );
  }
  return problems;
}

/**
 * Whether a run gave the very results of a report: the same sources and test files, the same mutants, each
 * with the same status.
 */
export function sameResults(report: MutationReport, run: MutationReport): boolean {
  const current: Sources = {
    files: Object.fromEntries(Object.entries(run.files).map(([f, e]) => [f, e.source])),
    testFiles: Object.fromEntries(Object.entries(run.testFiles ?? {}).map(([f, e]) => [f, e.source])),
  };
  if (sourceProblems(report, current).length || mutantProblems(report, run).length) return false;
  const statuses = (r: MutationReport) =>
    Object.values(r.files)
      .flatMap((f) => f.mutants.map((m) => `${mutantKey(m)} ${m.status}`))
      .sort()
      .join('\n');
  return statuses(report) === statuses(run);
}

export interface Score {
  mutants: number;
  killed: number;
  survived: number;
  timedOut: number;
  noCoverage: number;
  ignored: number;
  /** Detected (killed + timed out) over valid mutants, in per cent, as Stryker counts it. */
  score: number;
}

/** The mutation score of a report, as Stryker's own summary counts it. */
export function scoreOf(report: MutationReport): Score {
  const all = Object.values(report.files).flatMap((f) => f.mutants);
  const count = (status: string) => all.filter((m) => m.status === status).length;
  const killed = count('Killed');
  const timedOut = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const ignored = count('Ignored');
  const valid = killed + timedOut + survived + noCoverage;
  return {
    mutants: all.length,
    killed,
    survived,
    timedOut,
    noCoverage,
    ignored,
    score: valid === 0 ? 100 : Math.floor(((killed + timedOut) / valid) * 10000) / 100,
  };
}

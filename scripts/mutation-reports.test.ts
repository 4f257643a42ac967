import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mutantProblems,
  readSources,
  sameResults,
  scoreOf,
  sourceProblems,
  type MutationReport,
  type ReportMutant,
} from './mutation-reports';

const mutant = (
  id: string,
  line: number,
  mutatorName = 'ConditionalExpression',
  status = 'Killed',
): ReportMutant => ({
  id,
  mutatorName,
  replacement: 'true',
  location: { start: { line, column: 3 }, end: { line, column: 12 } },
  status,
});

const SOURCE = 'export const a = (x: number) => x > 1;\n';
const TEST = "it('a', () => expect(a(2)).toBe(true));\n";

function report(mutants: ReportMutant[], source = SOURCE, testSource = TEST): MutationReport {
  return {
    files: { 'common/a.ts': { source, mutants } },
    testFiles: { 'common/a.test.ts': { source: testSource, tests: [{ id: '0', name: 'a' }] } },
  };
}

const ours = report([
  mutant('1', 1),
  mutant('2', 1, 'EqualityOperator'),
  mutant('3', 1, 'BooleanLiteral', 'Timeout'),
]);

describe('a committed incremental report against the sources', () => {
  it('belongs to them when the files and tests are the same text', () => {
    expect(
      sourceProblems(ours, { files: { 'common/a.ts': SOURCE }, testFiles: { 'common/a.test.ts': TEST } }),
    ).toEqual([]);
  });

  it('is stale when a mutated file changed, was added or is no longer mutated', () => {
    expect(
      sourceProblems(ours, {
        files: { 'common/a.ts': SOURCE.replace('1', '2') },
        testFiles: { 'common/a.test.ts': TEST },
      }),
    ).toEqual(['mutated file common/a.ts changed since the report was written']);
    expect(
      sourceProblems(ours, {
        files: { 'common/a.ts': SOURCE, 'common/b.ts': '' },
        testFiles: { 'common/a.test.ts': TEST },
      }),
    ).toEqual(['mutated file common/b.ts is not in the report']);
    expect(sourceProblems(ours, { files: {}, testFiles: { 'common/a.test.ts': TEST } })).toEqual([
      'mutated file common/a.ts is in the report but no longer tested',
    ]);
  });

  it('is stale when a test file it ran changed or is gone', () => {
    expect(
      sourceProblems(ours, {
        files: { 'common/a.ts': SOURCE },
        testFiles: { 'common/a.test.ts': `${TEST}// more\n` },
      }),
    ).toEqual(['test file common/a.test.ts changed since the report was written']);
    expect(
      sourceProblems(ours, {
        files: { 'common/a.ts': SOURCE },
        testFiles: { 'common/a.test.ts': undefined },
      }),
    ).toEqual(['test file common/a.test.ts is in the report but no longer exists']);
  });
});

describe('a committed report against a run over the same sources', () => {
  it('passes when it has the same mutants, whatever ids and statuses the run gave', () => {
    const run = report([
      mutant('7', 1, 'ConditionalExpression', 'Survived'),
      mutant('8', 1, 'EqualityOperator'),
      mutant('9', 1, 'BooleanLiteral'),
    ]);
    expect(mutantProblems(ours, run)).toEqual([]);
  });

  it('fails with a mutant missing from the report', () => {
    const run = report([...ours.files['common/a.ts'].mutants, mutant('4', 1, 'ArithmeticOperator')]);
    expect(mutantProblems(ours, run)).toEqual([
      'common/a.ts: the report has 3 mutants, the sources give 4',
      'common/a.ts: 1 mutant(s) missing from the report, first 1:3-1:12 ArithmeticOperator "true"',
    ]);
  });

  it('fails with an extra mutant in the report', () => {
    const run = report(ours.files['common/a.ts'].mutants.slice(0, 2));
    expect(mutantProblems(ours, run)).toEqual([
      'common/a.ts: the report has 3 mutants, the sources give 2',
      'common/a.ts: 1 mutant(s) in the report that the sources do not give, first 1:3-1:12 BooleanLiteral "true"',
    ]);
  });

  it('fails when as many mutants are other ones, or a file or test file is missing', () => {
    const moved = report([
      mutant('1', 2),
      mutant('2', 1, 'EqualityOperator'),
      mutant('3', 1, 'BooleanLiteral'),
    ]);
    expect(mutantProblems(ours, moved)).toEqual([
      'common/a.ts: 1 mutant(s) missing from the report, first 2:3-2:12 ConditionalExpression "true"',
      'common/a.ts: 1 mutant(s) in the report that the sources do not give, first 1:3-1:12 ConditionalExpression "true"',
    ]);
    const more: MutationReport = {
      files: { ...ours.files, 'common/b.ts': { source: '', mutants: [] } },
      testFiles: { ...ours.testFiles, 'common/b.test.ts': { source: '', tests: [] } },
    };
    expect(mutantProblems(ours, more)).toEqual([
      'mutated file common/b.ts is not in the report',
      'test file common/b.test.ts is not in the report',
    ]);
  });
});

describe('sameResults (a run that changed nothing leaves the committed report as it was)', () => {
  it('is true for the same sources, mutants and statuses, whatever the ids', () => {
    const run = report([
      mutant('9', 1),
      mutant('8', 1, 'EqualityOperator'),
      mutant('7', 1, 'BooleanLiteral', 'Timeout'),
    ]);
    expect(sameResults(ours, run)).toBe(true);
  });
  it('is false when a status, a mutant or a source differs', () => {
    expect(
      sameResults(
        ours,
        report([
          mutant('1', 1, 'ConditionalExpression', 'Survived'),
          mutant('2', 1, 'EqualityOperator'),
          mutant('3', 1, 'BooleanLiteral', 'Timeout'),
        ]),
      ),
    ).toBe(false);
    expect(sameResults(ours, report(ours.files['common/a.ts'].mutants.slice(1)))).toBe(false);
    expect(sameResults(ours, report(ours.files['common/a.ts'].mutants, SOURCE, `${TEST}\n`))).toBe(false);
  });
});

describe('scoreOf', () => {
  it('counts detected (killed and timed out) over valid mutants, as Stryker does', () => {
    const r = report([
      mutant('1', 1),
      mutant('2', 1, 'X', 'Timeout'),
      mutant('3', 1, 'Y', 'Survived'),
      mutant('4', 1, 'Z', 'Ignored'),
    ]);
    expect(scoreOf(r)).toEqual({
      mutants: 4,
      killed: 1,
      timedOut: 1,
      survived: 1,
      noCoverage: 0,
      ignored: 1,
      score: 66.66,
    });
  });
});

// The committed reports themselves: each names exactly the files its config mutates, with their text today.
describe('the committed reports', () => {
  const ROOT = path.resolve(import.meta.dirname, '..');
  it.each(['money', 'gst', 'orders', 'stock', 'checkout', 'delivery', 'discounts', 'giftcards'])(
    'config/mutation/incremental/%s.json belongs to the current sources',
    async (name) => {
      const config = (await import(path.join(ROOT, `config/mutation/${name}.config.mjs`))).default as {
        mutate: string[];
      };
      const committed = JSON.parse(
        fs.readFileSync(path.join(ROOT, `config/mutation/incremental/${name}.json`), 'utf8'),
      ) as MutationReport;
      expect(sourceProblems(committed, readSources(ROOT, config.mutate, committed))).toEqual([]);
    },
  );
});

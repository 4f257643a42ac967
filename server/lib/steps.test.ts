import { describe, expect, it, vi } from 'vitest';
import { runSteps, steps, withinBudget, type Step } from './steps';

const log = { error: vi.fn() } as unknown as Parameters<typeof runSteps>[2];

function recorder() {
  const seen: string[] = [];
  const step = (
    name: string,
    opts: { fails?: boolean; undoFails?: boolean; undo?: boolean } = {},
  ): Step<string[]> => ({
    name,
    async run(s) {
      s.push(`run ${name}`);
      if (opts.fails) throw new Error(`${name} failed`);
    },
    ...(opts.undo === false
      ? {}
      : {
          async undo(s: string[]) {
            s.push(`undo ${name}`);
            if (opts.undoFails) throw new Error(`undo ${name} failed`);
          },
        }),
  });
  return { seen, step };
}

describe('runSteps', () => {
  it('runs every step in order and undoes none when all succeed', async () => {
    const { seen, step } = recorder();
    await runSteps([step('a'), step('b'), step('c')], seen, log);
    expect(seen).toEqual(['run a', 'run b', 'run c']);
  });

  it('undoes the finished steps in reverse order when one fails, then throws its error', async () => {
    const { seen, step } = recorder();
    await expect(
      runSteps(
        [step('a'), step('b', { undo: false }), step('c'), step('d', { fails: true }), step('e')],
        seen,
        log,
      ),
    ).rejects.toThrow('d failed');
    // The failing step is not undone (it did not finish), nor the step after it (it never ran).
    expect(seen).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a']);
  });

  it('goes on undoing when an undo fails, logs it, and still throws the first error', async () => {
    const { seen, step } = recorder();
    const logged = { error: vi.fn() } as unknown as Parameters<typeof runSteps>[2];
    await expect(
      runSteps([step('a'), step('b', { undoFails: true }), step('c', { fails: true })], seen, logged),
    ).rejects.toThrow('c failed');
    expect(seen).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
    expect(logged.error).toHaveBeenCalledWith(
      { err: 'undo b failed', step: 'b', failedStep: 'c' },
      'a step could not be undone',
    );
  });
});

describe('steps', () => {
  const count: Step<{ words: string[] }, { count: number }> = {
    name: 'count',
    run: async (s) => ({ count: s.words.length }),
  };
  const double: Step<{ count: number }, { doubled: number }> = {
    name: 'double',
    run: async (s) => ({ doubled: s.count * 2 }),
  };

  it('hands each step what the earlier ones returned, and answers the state they built', async () => {
    const list = steps<{ words: string[] }>().step(count).step(double);
    expect(list.names).toEqual(['count', 'double']);
    expect(await list.run({ words: ['a', 'b', 'c'] }, log)).toEqual({
      words: ['a', 'b', 'c'],
      count: 3,
      doubled: 6,
    });
  });

  it('undoes a finished step with what it had returned when a later one fails', async () => {
    const undone: unknown[] = [];
    const fails: Step<{ doubled: number }> = {
      name: 'fails',
      run: async () => Promise.reject(new Error('no')),
    };
    const list = steps<{ words: string[] }>()
      .step({ ...count, undo: async (s) => void undone.push(s.count) })
      .step(double)
      .step(fails);
    await expect(list.run({ words: ['a'] }, log)).rejects.toThrow('no');
    expect(undone).toEqual([1]);
  });

  it('does not compile a step that reads what no earlier step returned', () => {
    // @ts-expect-error: `double` reads `count`, which nothing before it returns.
    steps<{ words: string[] }>().step(double);
  });
});

describe('withinBudget', () => {
  it('is true for work that ends in time, false for work that does not', async () => {
    expect(await withinBudget(Promise.resolve(1), 50)).toBe(true);
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const started = Date.now();
    expect(await withinBudget(slow, 30)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    finish();
  });

  it('passes on the work’s own rejection', async () => {
    await expect(withinBudget(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { runSteps, withinBudget, type Step } from './steps';

const log = { error: vi.fn() } as unknown as Parameters<typeof runSteps>[2];

function recorder() {
  const seen: string[] = [];
  const step = (name: string, opts: { fails?: boolean; undoFails?: boolean; undo?: boolean } = {}): Step<string[]> => ({
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
    await expect(runSteps([step('a'), step('b', { undo: false }), step('c'), step('d', { fails: true }), step('e')], seen, log)).rejects.toThrow(
      'd failed',
    );
    // The failing step is not undone (it did not finish), nor the step after it (it never ran).
    expect(seen).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a']);
  });

  it('goes on undoing when an undo fails, logs it, and still throws the first error', async () => {
    const { seen, step } = recorder();
    const logged = { error: vi.fn() } as unknown as Parameters<typeof runSteps>[2];
    await expect(runSteps([step('a'), step('b', { undoFails: true }), step('c', { fails: true })], seen, logged)).rejects.toThrow('c failed');
    expect(seen).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
    expect(logged.error).toHaveBeenCalledWith({ err: 'undo b failed', step: 'b', failedStep: 'c' }, 'a step could not be undone');
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

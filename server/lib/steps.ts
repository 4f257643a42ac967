import type { FastifyBaseLogger } from 'fastify';

/**
 * A task as a list of named steps, each with what undoes it (issue 27; checkout is the first user). The
 * steps run in order on one shared state; when a step fails, the steps that had finished are undone in
 * reverse order and the step's error goes on to the caller. An undo that fails is logged and the others
 * still run: the first error is the one the caller answers with.
 */
export interface Step<S> {
  /** What the step does, in the words a log line or a newcomer reads. */
  readonly name: string;
  run(state: S): Promise<void>;
  /** Puts back what `run` did, once a later step has failed. Absent when the step changes nothing, or nothing that can be put back. */
  undo?(state: S): Promise<void>;
}

export async function runSteps<S>(steps: readonly Step<S>[], state: S, log: FastifyBaseLogger): Promise<void> {
  const done: Step<S>[] = [];
  for (const step of steps) {
    try {
      await step.run(state);
    } catch (err) {
      for (const finished of done.reverse()) {
        if (!finished.undo) continue;
        try {
          await finished.undo(state);
        } catch (undoErr) {
          log.error({ err: (undoErr as Error).message, step: finished.name, failedStep: step.name }, 'a step could not be undone');
        }
      }
      throw err;
    }
    done.push(step);
  }
}

/**
 * Waits for `work` at most `ms`: true when it ended in time. The work is not stopped, only no longer waited
 * for; it must catch its own errors (a rejection after the budget would otherwise go unhandled).
 */
export async function withinBudget(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * A task as a list of named steps, each with what undoes it (checkout is the first user). Each step reads the
 * state the steps before it built and returns what it adds, as Medusa's workflows pass a step's response on:
 * `steps<Start>().step(a).step(b)` is typed so that a step may read only what the start and the earlier steps
 * give, and nothing looks set before a step has set it. When a step fails, the steps that had finished are undone
 * in reverse order and the step's error goes on to the caller. An undo that fails is logged and the others still
 * run: the first error is the one the caller answers with.
 */

/** What a step adds to the state: nothing for a step that only checks or writes. */
type Added<Out> = [Out] extends [void] ? unknown : Out;

export interface Step<In, Out = void> {
  /** What the step does, in the words a log line or a newcomer reads. */
  readonly name: string;
  /** Does the step's work from what it may read; what it returns is added to the state for the steps after it. */
  readonly run: (state: In) => Promise<Out>;
  /** Puts back what `run` did, once a later step has failed. Absent when the step changes nothing, or nothing that can be put back. */
  readonly undo?: (state: In & Added<Out>) => Promise<void>;
}

/** A list of steps and the state it has built by its end (`S`). */
export interface Steps<Start, S = Start> {
  /** The steps' names, in order. */
  readonly names: readonly string[];
  /** The list with `step` at its end: `step` may read only what the list has built so far. */
  step<Out>(step: Step<S, Out>): Steps<Start, S & Added<Out>>;
  /** Runs the steps in order from `start`; the state every step added to it, or the failed step's error. */
  run(start: Start, log: FastifyBaseLogger): Promise<S>;
}

export function steps<Start extends object>(): Steps<Start> {
  return chain<Start, Start>([]);
}

/** Any step as the runner sees it: it runs on the state, and what it adds is the runner's to merge. */
interface RunnableStep<S> {
  readonly name: string;
  readonly run: (state: S) => Promise<unknown>;
  readonly undo?: (state: S) => Promise<void>;
}
type AnyStep = RunnableStep<never>;

function chain<Start extends object, S>(list: readonly AnyStep[]): Steps<Start, S> {
  return {
    names: list.map((s) => s.name),
    step: <Out>(step: Step<S, Out>) => chain<Start, S & Added<Out>>([...list, step as unknown as AnyStep]),
    run: async (start, log) =>
      (await runSteps(list as readonly RunnableStep<Start>[], start, log)) as unknown as S,
  };
}

export async function runSteps<S extends object>(
  steps: readonly RunnableStep<S>[],
  state: S,
  log: FastifyBaseLogger,
): Promise<S> {
  const done: RunnableStep<S>[] = [];
  for (const step of steps) {
    try {
      const added = await step.run(state);
      if (added) Object.assign(state, added);
    } catch (err) {
      for (const finished of done.reverse()) {
        if (!finished.undo) continue;
        try {
          await finished.undo(state);
        } catch (undoErr) {
          log.error(
            { err: (undoErr as Error).message, step: finished.name, failedStep: step.name },
            'a step could not be undone',
          );
        }
      }
      throw err;
    }
    done.push(step);
  }
  return state;
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

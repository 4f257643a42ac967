export interface PeriodicLog {
  warn(obj: object, msg?: string): void;
}

/**
 * Runs `task` every `intervalMs` until stop() is called: a run never overlaps the previous one, a throw is
 * logged (never fatal), and the unref'd timer keeps no process alive. stop() waits for the run under way.
 */
export function startPeriodic(
  log: PeriodicLog,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .catch((err: unknown) =>
        log.warn({ err: err instanceof Error ? err.message : String(err) }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue, type Admission, type Ticket } from './admission-queue';

/** The admission queue (decision 031) on a fake clock: vitest's timers drive Date.now and setTimeout. */

const WAIT = 2000;

/** What a ticket's admission has resolved to so far (undefined: still waiting). */
function watch(ticket: Ticket) {
  const seen: { value?: Admission } = {};
  void ticket.admission.then((a) => (seen.value = a));
  return seen;
}

/** Lets resolved promises' callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('turns', () => {
  it('admits up to the concurrency at once, queues the next, and gives freed turns first in, first out', async () => {
    const q = new AdmissionQueue({ concurrency: 2, maxQueue: 10, maxWaitMs: WAIT });
    const a = q.enter();
    const b = q.enter();
    expect(await a.admission).toBe('admitted');
    expect(await b.admission).toBe('admitted');
    expect(a.queuedAt).toBeUndefined();
    const c = q.enter();
    const d = q.enter();
    const [seenC, seenD] = [watch(c), watch(d)];
    await settle();
    expect([seenC.value, seenD.value]).toEqual([undefined, undefined]);
    expect(q.running).toBe(2);
    expect(q.waiting).toBe(2);
    // One turn frees: the first in line gets it, the second still waits.
    b.leave();
    await settle();
    expect([seenC.value, seenD.value]).toEqual(['admitted', undefined]);
    a.leave();
    await settle();
    expect(seenD.value).toBe('admitted');
    expect(q.running).toBe(2);
    expect(q.waiting).toBe(0);
    c.leave();
    d.leave();
    expect(q.running).toBe(0);
  });

  it('never lets a newcomer pass those already waiting', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 10, maxWaitMs: WAIT });
    const first = q.enter();
    const waiting = q.enter();
    const seen = watch(waiting);
    first.leave();
    // A newcomer arriving as the turn frees queues behind the one already waiting.
    const newcomer = q.enter();
    const seenNew = watch(newcomer);
    await settle();
    expect(seen.value).toBe('admitted');
    expect(seenNew.value).toBeUndefined();
    expect(newcomer.queuedAt).toBeDefined();
  });

  it('admits everything when the concurrency is 0 (off)', async () => {
    const q = new AdmissionQueue({ concurrency: 0, maxQueue: 0, maxWaitMs: 0 });
    const tickets = Array.from({ length: 50 }, () => q.enter());
    for (const t of tickets) expect(await t.admission).toBe('admitted');
    expect(q.waiting).toBe(0);
  });

  it('counts a turn once however often leave() is called', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 10, maxWaitMs: WAIT });
    const a = q.enter();
    const b = q.enter();
    const c = q.enter();
    const [seenB, seenC] = [watch(b), watch(c)];
    a.leave();
    a.leave();
    await settle();
    // The second leave() freed nothing: only b runs.
    expect([seenB.value, seenC.value]).toEqual(['admitted', undefined]);
    expect(q.running).toBe(1);
  });
});

describe('the deadline', () => {
  it('admits a request that has waited exactly the deadline when a turn frees, and sheds one that waited 1 ms more', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 10, maxWaitMs: WAIT });
    const running = q.enter();
    const early = q.enter();
    await vi.advanceTimersByTimeAsync(1);
    const late = q.enter();
    const [seenEarly, seenLate] = [watch(early), watch(late)];
    // Now `early` has waited WAIT + 1 ms, `late` exactly WAIT.
    await vi.advanceTimersByTimeAsync(WAIT);
    running.leave();
    await settle();
    expect(seenEarly.value).toBe('deadline');
    expect(seenLate.value).toBe('admitted');
    expect(q.running).toBe(1);
  });

  it('sheds a request stuck behind slow ones 1 ms past the deadline, though no turn frees', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 10, maxWaitMs: WAIT });
    q.enter(); // runs and never ends
    const stuck = q.enter();
    const seen = watch(stuck);
    await vi.advanceTimersByTimeAsync(WAIT);
    expect(seen.value).toBeUndefined();
    expect(q.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.value).toBe('deadline');
    expect(q.waiting).toBe(0);
    expect(q.running).toBe(1);
  });

  it('sheds each waiter on its own deadline', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 10, maxWaitMs: WAIT });
    q.enter();
    const first = watch(q.enter());
    await vi.advanceTimersByTimeAsync(500);
    const second = watch(q.enter());
    await vi.advanceTimersByTimeAsync(WAIT + 1 - 500);
    expect([first.value, second.value]).toEqual(['deadline', undefined]);
    await vi.advanceTimersByTimeAsync(499);
    expect(second.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(second.value).toBe('deadline');
  });
});

describe('the bound', () => {
  it('queues up to maxQueue and turns the next away at once; a place that frees takes a newcomer again', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 3, maxWaitMs: WAIT });
    const running = q.enter();
    const queued = [q.enter(), q.enter(), q.enter()];
    expect(q.waiting).toBe(3);
    const over = q.enter();
    expect(await over.admission).toBe('queueFull');
    expect(over.queuedAt).toBeUndefined();
    over.leave(); // nothing to free
    expect(q.running).toBe(1);
    running.leave();
    expect(await queued[0].admission).toBe('admitted');
    expect(q.waiting).toBe(2);
    const newcomer = q.enter();
    expect(newcomer.queuedAt).toBeDefined();
    expect(q.waiting).toBe(3);
  });

  it('with maxQueue 0, turns away at once whatever finds every turn taken', async () => {
    const q = new AdmissionQueue({ concurrency: 2, maxQueue: 0, maxWaitMs: WAIT });
    q.enter();
    q.enter();
    expect(await q.enter().admission).toBe('queueFull');
  });
});

describe('a client that goes away', () => {
  it('while waiting, leaves the queue: its place is free and it never takes a turn', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 2, maxWaitMs: WAIT });
    const running = q.enter();
    const gone = q.enter();
    const next = q.enter();
    const [seenGone, seenNext] = [watch(gone), watch(next)];
    gone.leave();
    await settle();
    expect(seenGone.value).toBe('gone');
    expect(q.waiting).toBe(1);
    // Its place in the bound is free again.
    const another = q.enter();
    expect(another.queuedAt).toBeDefined();
    running.leave();
    await settle();
    expect(seenNext.value).toBe('admitted');
    expect(q.running).toBe(1);
    // Leaving after being turned away frees nothing.
    gone.leave();
    expect(q.running).toBe(1);
  });

  it('once admitted, frees its turn', async () => {
    const q = new AdmissionQueue({ concurrency: 1, maxQueue: 2, maxWaitMs: WAIT });
    const running = q.enter();
    const waiting = q.enter();
    running.leave();
    expect(await waiting.admission).toBe('admitted');
    const next = q.enter();
    const seen = watch(next);
    waiting.leave();
    await settle();
    expect(seen.value).toBe('admitted');
  });
});

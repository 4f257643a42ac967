/**
 * Admission by waiting time (decision 031): at most `concurrency` requests are served at once; past that a
 * request waits its turn in a first-in-first-out queue of at most `maxQueue`, and is turned away only when the
 * queue is full or it has waited longer than `maxWaitMs`. A burst the server can work off within the deadline
 * is served; a sustained overload is still shed, each request after at most `maxWaitMs`.
 *
 * Waiting time is what is bounded, as CoDel bounds a packet's sojourn time rather than the queue's length:
 * a count says nothing about how long the queue takes to drain (16 renders of a page against 16 cart reads).
 * The clock is Date.now (vitest's fake timers drive it in the unit tests).
 */

export interface AdmissionOptions {
  /** Requests served at once; 0: no limit (nothing ever queues). */
  concurrency: number;
  /** Requests that may wait at once; past it a request is turned away at once. */
  maxQueue: number;
  /** The longest a request may wait for its turn (ms); one that waited longer is turned away. */
  maxWaitMs: number;
}

/** What became of a request: served now, or turned away because the queue was full or it waited too long. */
export type Admission = 'admitted' | 'queueFull' | 'deadline' | 'gone';

export interface Ticket {
  /** Resolves once the request may run ('admitted') or has been turned away. */
  readonly admission: Promise<Admission>;
  /** When it was queued (Date.now), or undefined when admitted or turned away at once. */
  readonly queuedAt?: number;
  /**
   * The request ended (answered, or its client went away): an admitted one frees its turn for the next in
   * line, a waiting one leaves the queue (its admission resolves 'gone'). Safe to call more than once.
   */
  leave(): void;
}

interface Waiter {
  queuedAt: number;
  resolve(a: Admission): void;
  done: boolean;
}

export class AdmissionQueue {
  /** Requests being served. */
  running = 0;
  private waiters: Waiter[] = [];
  private head = 0;
  /** Waiters not yet settled (cancelled ones stay in the array until they reach its front). */
  private live = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly opts: AdmissionOptions) {}

  /** Requests waiting now. */
  get waiting(): number {
    return this.live;
  }

  /** Asks for a turn; the request calls the ticket's leave() when it ends, whatever became of it. */
  enter(): Ticket {
    const { concurrency, maxQueue } = this.opts;
    if (concurrency <= 0 || (this.running < concurrency && this.live === 0)) {
      this.running++;
      return { admission: Promise.resolve('admitted'), leave: this.once(() => this.release()) };
    }
    if (this.live >= maxQueue) return { admission: Promise.resolve('queueFull'), leave: () => {} };
    let waiter!: Waiter;
    let admitted = false;
    const admission = new Promise<Admission>((resolve) => {
      waiter = {
        queuedAt: Date.now(),
        resolve: (a) => {
          admitted = a === 'admitted';
          resolve(a);
        },
        done: false,
      };
    });
    this.waiters.push(waiter);
    this.live++;
    this.dispatch();
    return {
      admission,
      queuedAt: waiter.queuedAt,
      leave: this.once(() => {
        if (admitted) return this.release();
        if (waiter.done) return;
        // Left in place, marked done: the next dispatch or expiry steps over it.
        this.settle(waiter, 'gone');
        this.compact();
      }),
    };
  }

  private once(fn: () => void): () => void {
    let called = false;
    return () => {
      if (called) return;
      called = true;
      fn();
    };
  }

  /** An admitted request ended: its turn goes to the next in line that has not waited too long. */
  private release(): void {
    this.running = Math.max(0, this.running - 1);
    this.dispatch();
  }

  private settle(w: Waiter, a: Admission) {
    w.done = true;
    this.live--;
    w.resolve(a);
  }

  private expired(w: Waiter, now: number) {
    return now - w.queuedAt > this.opts.maxWaitMs;
  }

  /** Hands free turns to the waiters in order; those that waited past the deadline are turned away. */
  private dispatch() {
    const now = Date.now();
    while (this.head < this.waiters.length) {
      const w = this.waiters[this.head];
      if (w.done) {
        this.head++;
        continue;
      }
      if (this.expired(w, now)) {
        this.head++;
        this.settle(w, 'deadline');
        continue;
      }
      if (this.running >= this.opts.concurrency) break;
      this.head++;
      this.running++;
      this.settle(w, 'admitted');
    }
    this.compact();
    this.schedule();
  }

  /** Drops the settled front of the array now and then, so it does not grow for the process's life. */
  private compact() {
    while (this.head < this.waiters.length && this.waiters[this.head].done) this.head++;
    if (this.head > 0 && (this.head === this.waiters.length || this.head >= 1024)) {
      this.waiters = this.waiters.slice(this.head);
      this.head = 0;
    }
  }

  /**
   * A timer for the oldest waiter's deadline: requests stuck behind slow ones are turned away on time, not
   * when a turn frees up (with every running request waiting on a slow database, that could be much later).
   */
  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.live === 0) return;
    const oldest = this.waiters[this.head]; // the front is never a settled waiter (compact)
    const due = Math.max(0, oldest.queuedAt + this.opts.maxWaitMs + 1 - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dispatch();
    }, due);
    this.timer.unref?.();
  }
}

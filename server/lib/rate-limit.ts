/**
 * Rate limits for accounts and codes that hold across app instances: every attempt is a row in
 * auth_attempts (kind, key, created_at), counted with the database clock.
 *
 * An attempt first takes a slot: under a per-key advisory lock, check the limit and insert a row only when
 * there is room; otherwise 429 with Retry-After. A limit is any of:
 * - fixed windows (`windows`): at most `max` attempts in the last `seconds`;
 * - a growing delay (`backoff`): `free` attempts, then each one must wait longer after the previous one
 *   (1 s, 2 s, 4 s… up to a cap), counted over a window; nothing is ever locked for longer than the cap;
 * - neither: the attempt is only counted (for callers that read the count, e.g. a burst of failures).
 * Refused requests are never counted, so hammering does not extend a wait, and concurrent requests cannot
 * slip past the maximum. For "failed attempt" limits the caller gives the slot back when the attempt
 * succeeds, so only failures stay counted.
 *
 * The shop's own limits (login, password reset) are in server/modules/auth/auth-limits.ts, checkout's in
 * server/modules/orders/checkout/order-limits.ts. Public API for any module: `takeSlots(db, config, [{ limit, key }])`, `release(db, slot)`,
 * `forget(db, limit, key)`, `countRecent(db, limit, key, seconds)`, with a `Limit` of your own (its own
 * `kind`); keys are free text (per-IP limits get `ipKey` applied).
 */
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { TooManyRequestsError } from './errors';
import * as repo from './rate-limit.repository';

export interface Window {
  max: number;
  seconds: number;
  message: (retryAfterSeconds: number) => string;
}

/** A growing delay: `free` attempts in `windowSeconds`, then a wait after the latest one that doubles. */
export interface Backoff {
  /** Attempts counted over this many seconds (older ones no longer lengthen the wait). */
  windowSeconds: number;
  /** Attempts allowed without any wait. */
  free: number;
  /** The wait after the last free attempt; it doubles with every further attempt… */
  firstDelaySeconds: number;
  /** …up to this. */
  maxDelaySeconds: number;
  message: (retryAfterSeconds: number) => string;
}

export interface Limit {
  kind: string;
  /** Fixed caps; empty for none. */
  windows: Window[];
  backoff?: Backoff;
  /** Per-IP limits are switched off by config.rateLimits = false (tests of other modules); per-account ones never. */
  perIp: boolean;
}

export const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
};

/** A wait in plain words: seconds under a minute, minutes up to an hour, then hours. */
export const inWords = (seconds: number) => {
  if (seconds < 60) return seconds <= 1 ? 'a second' : `${Math.ceil(seconds)} seconds`;
  if (seconds <= 3600) return inMinutes(seconds);
  const hours = Math.ceil(seconds / 3600);
  return hours <= 1 ? 'an hour' : `${hours} hours`;
};

/**
 * The wait a backoff asks for after the latest attempt, when `count` attempts are in its window: none while
 * count < free, then firstDelay, doubling with each further attempt, never above maxDelay.
 */
export function backoffDelaySeconds(
  count: number,
  b: Pick<Backoff, 'free' | 'firstDelaySeconds' | 'maxDelaySeconds'>,
) {
  if (count < b.free) return 0;
  return Math.min(b.maxDelaySeconds, b.firstDelaySeconds * 2 ** Math.min(count - b.free, 30));
}

/**
 * Whole seconds still to wait before the next attempt (0: it may go now). `secondsSinceLast` can be slightly
 * negative on PostgreSQL: now() is the checking transaction's start, and a concurrent attempt that held the
 * key's lock meanwhile may have been stamped later; that counts as "just now", never as a wait of its own.
 */
export function backoffWaitSeconds(
  count: number,
  secondsSinceLast: number | null,
  b: Pick<Backoff, 'free' | 'firstDelaySeconds' | 'maxDelaySeconds'>,
) {
  if (secondsSinceLast === null) return 0;
  const left = backoffDelaySeconds(count, b) - Math.max(0, secondsSinceLast);
  return left > 0 ? Math.ceil(left) : 0;
}

/**
 * The key for per-IP limits: an IPv4 address as is (also when written IPv4-mapped), an IPv6 address by its
 * /64 network, since one customer line usually owns a whole /64 and could rotate through it.
 */
export function ipKey(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(
    address.replace(/^::/, '0:0:0:0:0:'),
  );
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key of a per-account-and-address limit: the email and the address's ipKey. */
export function pairKey(email: string, ip: string): string {
  return `${email.toLowerCase()} ${ipKey(ip)}`;
}

/** Longest window of any limit; older rows are pruned. */
const KEEP_SECONDS = 24 * 3600;

/** A taken slot; give it back with release() when the attempt should not count (e.g. a successful login). */
export interface Slot {
  ids: string[];
}

/**
 * Checks the limit for one key and, when there is room, counts the attempt (inserts its row), all under a
 * transaction-scoped advisory lock on kind/key, so concurrent attempts on one key (from any instance) queue
 * for the few milliseconds this takes, and exactly as many as allowed get through. Throws 429 when full.
 * With `count: false` it only checks (no lock, no row): used once another limit has refused the attempt.
 */
async function takeSlot(db: DbOrTx, limit: Limit, key: string, count = true): Promise<string | null> {
  // Only counted: nothing to check, nothing to serialise.
  if (!limit.windows.length && !limit.backoff) return count ? repo.insertAttempt(db, limit.kind, key) : null;
  const check = async (tx: DbOrTx) => {
    if (limit.backoff) {
      const recent = await repo.recentAttempts(tx, limit.kind, key, limit.backoff.windowSeconds);
      const wait = backoffWaitSeconds(recent.count, recent.secondsSinceLast, limit.backoff);
      if (wait > 0) throw new TooManyRequestsError(limit.backoff.message(wait), wait);
    }
    if (limit.windows.length) {
      const counts = await repo.countAttempts(
        tx,
        limit.kind,
        key,
        limit.windows.map((w) => w.seconds),
      );
      const full = counts.findIndex((c, i) => c.count >= limit.windows[i].max);
      if (full >= 0) {
        const { retryAfterSeconds } = counts[full];
        throw new TooManyRequestsError(limit.windows[full].message(retryAfterSeconds), retryAfterSeconds);
      }
    }
  };
  if (!count) {
    await check(db);
    return null;
  }
  return db.transaction(async (tx) => {
    await repo.lockKey(tx, limit.kind, key);
    await check(tx);
    return repo.insertAttempt(tx, limit.kind, key);
  });
}

/**
 * Takes one slot of each limit for its key, or throws 429 (having given back every slot) when one is full.
 * The limits after a refusal are still checked (not counted), so Retry-After is the longest wait of them
 * all: a client that waits as told is not refused again straight away by another limit.
 */
export async function takeSlots(
  db: DbOrTx,
  config: Pick<AppConfig, 'rateLimits'>,
  entries: { limit: Limit; key: string }[],
): Promise<Slot> {
  const slot: Slot = { ids: [] };
  let refusal: TooManyRequestsError | null = null;
  try {
    for (const { limit, key } of entries) {
      if (limit.perIp && !config.rateLimits) continue;
      try {
        const id = await takeSlot(db, limit, limit.perIp ? ipKey(key) : key, !refusal);
        if (id) slot.ids.push(id);
      } catch (err) {
        if (!(err instanceof TooManyRequestsError)) throw err;
        if (!refusal || (err.retryAfterSeconds ?? 0) > (refusal.retryAfterSeconds ?? 0)) refusal = err;
      }
    }
  } catch (err) {
    await repo.deleteAttempts(db, slot.ids);
    throw err;
  }
  if (refusal) {
    await repo.deleteAttempts(db, slot.ids);
    throw refusal;
  }
  if (Math.random() < 0.02) await repo.pruneAttempts(db, KEEP_SECONDS);
  return slot;
}

/** Gives the slots back: the attempt does not count. */
export async function release(db: DbOrTx, slot: Slot) {
  await repo.deleteAttempts(db, slot.ids);
}

/** How many attempts of a limit's kind were counted for one key in the last `seconds`. */
export async function countRecent(db: DbOrTx, limit: Limit, key: string, seconds: number): Promise<number> {
  return (await repo.recentAttempts(db, limit.kind, limit.perIp ? ipKey(key) : key, seconds)).count;
}

/** Forgets every counted attempt of a limit for one key. */
export async function forget(db: DbOrTx, limit: Limit, key: string) {
  await repo.clearAttempts(db, limit.kind, key);
}

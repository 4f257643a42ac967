/**
 * Rate limits for accounts and codes that hold across app instances: every attempt is a row in
 * auth_attempts (kind, key, created_at), counted with the database clock.
 *
 * An attempt first takes a slot: under a per-key advisory lock, count the window and insert a row only when
 * there is room; otherwise 429. Refused requests are never counted, so hammering does not extend a
 * lock-out, and concurrent requests cannot slip past the maximum. For "failed attempt" limits the caller
 * gives the slot back when the attempt succeeds, so only failures stay counted.
 */
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { TooManyRequestsError } from '../../lib/errors';
import * as repo from './auth-attempts.repository';

export interface Window {
  max: number;
  seconds: number;
  message: (retryAfterSeconds: number) => string;
}

export interface Limit {
  kind: string;
  windows: Window[];
  /** Per-IP limits are switched off by config.rateLimits = false (tests of other modules); per-account ones never. */
  perIp: boolean;
}

export const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
};

const HOUR = 3600;

/** The shop's limits. Numbers live here and nowhere else. */
export const LIMITS = {
  /** SPEC's rule of at most 100 failed logins an hour for an account (keyed by email, existing or not). */
  loginFailuresPerAccount: {
    kind: 'login-fail-account',
    perIp: false,
    windows: [
      {
        max: 100,
        seconds: HOUR,
        message: (s) =>
          `Too many failed login attempts for this account. Please try again in ${inMinutes(s)} or reset your password.`,
      },
    ],
  },
  /** A burst of failed logins from one address is slowed. */
  loginFailuresPerIp: {
    kind: 'login-fail-ip',
    perIp: true,
    windows: [
      {
        max: 10,
        seconds: 60,
        message: (s) => `Too many failed login attempts. Please wait ${inMinutes(s)} and try again.`,
      },
    ],
  },
  registrationsPerIp: {
    kind: 'register-ip',
    perIp: true,
    windows: [
      {
        max: 20,
        seconds: HOUR,
        message: (s) => `Too many registrations from your network. Please try again in ${inMinutes(s)}.`,
      },
    ],
  },
  /** SPEC's 60 s resend countdown, and a cap per hour, per email address (existing or not). */
  resetRequestsPerEmail: {
    kind: 'reset-request-email',
    perIp: false,
    windows: [
      { max: 1, seconds: 60, message: (s) => `Please wait ${s} seconds before requesting another code.` },
      {
        max: 6,
        seconds: HOUR,
        message: (s) => `Too many code requests for this email. Please try again in ${inMinutes(s)}.`,
      },
    ],
  },
  resetRequestsPerIp: {
    kind: 'reset-request-ip',
    perIp: true,
    windows: [
      {
        max: 20,
        seconds: HOUR,
        message: (s) => `Too many code requests from your network. Please try again in ${inMinutes(s)}.`,
      },
    ],
  },
  /** Wrong codes from one address (guessing across accounts). */
  resetFailuresPerIp: {
    kind: 'reset-fail-ip',
    perIp: true,
    windows: [
      {
        max: 20,
        seconds: 15 * 60,
        message: (s) => `Too many wrong codes. Please wait ${inMinutes(s)} and try again.`,
      },
    ],
  },
} satisfies Record<string, Limit>;

/**
 * The key for per-IP limits: an IPv4 address as is (also when written IPv4-mapped), an IPv6 address by its
 * /64 network, since one customer line usually owns a whole /64 and could rotate through it.
 */
export function ipKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address.replace(/^::/, '0:0:0:0:0:'));
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Longest window of any limit; older rows are pruned. */
const KEEP_SECONDS = 24 * HOUR;

/** A taken slot; give it back with release() when the attempt should not count (e.g. a successful login). */
export interface Slot {
  ids: string[];
}

/**
 * Counts and inserts under a transaction-scoped advisory lock on kind/key, so concurrent attempts on one
 * key (from any instance) queue for the few milliseconds this takes, and exactly `max` get through.
 */
async function takeSlot(db: DbOrTx, limit: Limit, key: string): Promise<string> {
  return db.transaction(async (tx) => {
    await repo.lockKey(tx, limit.kind, key);
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
    return repo.insertAttempt(tx, limit.kind, key);
  });
}

/** Takes one slot of each limit for its key, or throws 429 (having given back every slot) when one is full. */
export async function takeSlots(
  db: DbOrTx,
  config: Pick<AppConfig, 'rateLimits'>,
  entries: { limit: Limit; key: string }[],
): Promise<Slot> {
  const slot: Slot = { ids: [] };
  try {
    for (const { limit, key } of entries) {
      if (limit.perIp && !config.rateLimits) continue;
      slot.ids.push(await takeSlot(db, limit, limit.perIp ? ipKey(key) : key));
    }
  } catch (err) {
    await repo.deleteAttempts(db, slot.ids);
    throw err;
  }
  if (Math.random() < 0.02) await repo.pruneAttempts(db, KEEP_SECONDS);
  return slot;
}

/** Gives the slots back: the attempt does not count. */
export async function release(db: DbOrTx, slot: Slot) {
  await repo.deleteAttempts(db, slot.ids);
}

/** Forgets every counted attempt of a limit for one key. */
export async function forget(db: DbOrTx, limit: Limit, key: string) {
  await repo.clearAttempts(db, limit.kind, key);
}

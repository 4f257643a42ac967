/**
 * The login's and the password reset's limits (decision 014), counted by the rate limiter in
 * server/lib/rate-limit.ts. Numbers live here and nowhere else.
 */
import { inMinutes, inWords, type Limit } from '../../lib/rate-limit';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Login failures are counted over an hour; the growing wait starts at 1 s and stops growing at 5 minutes. */
const LOGIN_BACKOFF = { windowSeconds: HOUR, firstDelaySeconds: 1, maxDelaySeconds: 5 * MINUTE };
const loginWait = (s: number) => `Too many failed login attempts. Please wait ${inWords(s)} and try again.`;

/**
 * A burst against one account: this many failures (from any addresses) within the window. While it lasts,
 * addresses that already failed on the account get no free attempts, and the owner and the shop's admins
 * are mailed once per window. An address with no recent failure on the account is never slowed by it.
 */
export const LOGIN_BURST = { failures: 20, windowSeconds: 15 * MINUTE };

/** The shop's limits. Numbers live here and nowhere else. */
export const LIMITS = {
  /**
   * Failed logins for one account from one address (key: pairKey(email, ip)): 5 free, then 1 s, 2 s, 4 s…
   * up to 5 minutes between attempts. Never a lock: the wait only ever lasts until the next try.
   */
  loginFailuresPerPair: {
    kind: 'login-fail-pair',
    perIp: false,
    windows: [],
    backoff: { ...LOGIN_BACKOFF, free: 5, message: loginWait },
  },
  /** The same counter while the account is under a burst (LOGIN_BURST): no free attempts for a failing address. */
  loginFailuresPerPairDuringBurst: {
    kind: 'login-fail-pair',
    perIp: false,
    windows: [],
    backoff: { ...LOGIN_BACKOFF, free: 1, message: loginWait },
  },
  /** Failed logins from one address, whatever the accounts (guessing across accounts): 10 free, then waits. */
  loginFailuresPerIp: {
    kind: 'login-fail-ip',
    perIp: true,
    windows: [],
    backoff: { ...LOGIN_BACKOFF, free: 10, message: loginWait },
  },
  /** Failed logins for one account from anywhere: only counted (bursts, LOGIN_BURST), never refused. */
  loginFailuresPerAccount: { kind: 'login-fail-account', perIp: false, windows: [] },
  /** One burst mail per account per burst window. */
  loginAlertsPerAccount: {
    kind: 'login-alert-account',
    perIp: false,
    windows: [{ max: 1, seconds: LOGIN_BURST.windowSeconds, message: () => 'Already alerted.' }],
  },
  /** Successful logins from one address: generous for a shop counter with several staff behind one IP. */
  loginSuccessesPerIp: {
    kind: 'login-ok-ip',
    perIp: true,
    windows: [
      {
        max: 30,
        seconds: MINUTE,
        message: (s) => `Too many logins from your network. Please wait ${inWords(s)} and try again.`,
      },
      {
        max: 300,
        seconds: HOUR,
        message: (s) => `Too many logins from your network. Please try again in ${inWords(s)}.`,
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
  /** SPEC's 60 s resend countdown, and caps per hour and per day, per email address (existing or not). */
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
      {
        max: 10,
        seconds: DAY,
        message: (s) => `Too many code requests for this email today. Please try again in ${inWords(s)}.`,
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
      {
        max: 50,
        seconds: DAY,
        message: (s) => `Too many code requests from your network today. Please try again in ${inWords(s)}.`,
      },
    ],
  },
  /** Cash-on-delivery confirmation codes for one account: the same pace as the reset's (a resend after 60 s). */
  codCodeRequestsPerAccount: {
    kind: 'cod-code-account',
    perIp: false,
    windows: [
      { max: 1, seconds: 60, message: (s) => `Please wait ${s} seconds before requesting another code.` },
      {
        max: 6,
        seconds: HOUR,
        message: (s) => `Too many code requests. Please try again in ${inMinutes(s)}.`,
      },
      {
        max: 10,
        seconds: DAY,
        message: (s) => `Too many code requests today. Please try again in ${inWords(s)}.`,
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

/**
 * The sign-in forms' words and limits without their schemas (contracts/auth.ts, which re-exports them): login and
 * register show these with the page and load the schemas, and zod with them, only to check what was typed
 * (web/src/lib/use-contract-form.ts, issue 49).
 */

/** The auth answers' messages, shown by the web app as they are (one source for server and web). */
export const AUTH_MESSAGES = {
  registered: 'Registration successful. Please log in.',
  duplicateEmail: 'An account with this email already exists. Please log in instead.',
  loggedIn: 'Logged in successfully',
  badCredentials: 'Incorrect email or password',
  loggedOut: 'Logged out successfully',
  resetRequested: 'OTP sent to your email (if the address exists).',
  resetDone: 'Password reset successful. You can login now.',
  notLoggedIn: 'Not logged in',
} as const;

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LoginBody,
  MAX_PASSWORD,
  MIN_PASSWORD,
  RegisterBody,
  RequestResetBody,
} from '../../../../common/contracts/auth';
import { translate } from '../../i18n/i18n';
import { hindiFor } from '../../test/hindi';

const hi = hindiFor('auth/register');
import { knownMessage } from '../../i18n/known-messages';
import { AUTH_FORM_MESSAGES } from './auth-messages';

const inHindi = (message: string) => knownMessage((t, v) => translate(hi, t, v), AUTH_FORM_MESSAGES, message);
const inEnglish = (message: string) =>
  knownMessage((t, v) => translate({}, t, v), AUTH_FORM_MESSAGES, message);
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

const VALID = { userName: 'Meera', email: 'meera@example.com', password: 'a'.repeat(MIN_PASSWORD) };

/** Every message a bad input makes, from the schemas themselves (so a changed English is caught here). */
const made = [
  ...messagesOf(RegisterBody.safeParse({ ...VALID, userName: '  ' })),
  ...messagesOf(RegisterBody.safeParse({ ...VALID, userName: 'a'.repeat(61) })),
  ...messagesOf(RegisterBody.safeParse({ ...VALID, userName: 'Meera\nJoshi' })),
  ...messagesOf(RegisterBody.safeParse({ ...VALID, password: 'a'.repeat(MIN_PASSWORD - 1) })),
  ...messagesOf(RegisterBody.safeParse({ ...VALID, password: 'a'.repeat(MAX_PASSWORD + 1) })),
  ...messagesOf(RegisterBody.safeParse({ ...VALID, email: 'meera' })),
  ...messagesOf(RegisterBody.safeParse({ ...VALID, email: `${'a'.repeat(250)}@x.in` })),
  ...messagesOf(LoginBody.safeParse({ email: 'meera@example.com', password: '' })),
  ...messagesOf(RequestResetBody.safeParse({ email: '' })),
];

describe('the sign-in forms’ messages', () => {
  it('are made by the bad inputs, and none by the inputs at the limits', () => {
    expect(made).toEqual([
      'User name is required',
      'User name must be at most 60 characters',
      'User name contains invalid characters',
      `Password must be at least ${MIN_PASSWORD} characters`,
      `Password must be at most ${MAX_PASSWORD} characters`,
      'Please enter a valid email address',
      'Email is too long',
      'Password is required',
      'Please enter a valid email address',
    ]);
    expect(RegisterBody.safeParse({ ...VALID, userName: 'a'.repeat(60) }).success).toBe(true);
    expect(RegisterBody.safeParse({ ...VALID, password: 'a'.repeat(MAX_PASSWORD) }).success).toBe(true);
  });

  it('each has its Hindi, and stays as it is in English', () => {
    const shown = [
      ...made,
      AUTH_MESSAGES.loggedIn,
      AUTH_MESSAGES.registered,
      AUTH_MESSAGES.resetRequested,
      AUTH_MESSAGES.resetDone,
    ];
    for (const message of shown) {
      expect(inEnglish(message)).toBe(message);
      expect(inHindi(message), message).not.toBe(message);
      expect(inHindi(message), message).toMatch(/[\u0900-\u097f]/);
    }
    expect(inHindi(`Password must be at least ${MIN_PASSWORD} characters`)).toBe(
      `पासवर्ड कम से कम ${MIN_PASSWORD} अक्षर का होना चाहिए`,
    );
  });
});

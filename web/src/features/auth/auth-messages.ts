import { msg } from '../../i18n/i18n';

/**
 * The validation messages of common/contracts/auth.ts (and its Email) and the AUTH_MESSAGES the sign-in forms show, for
 * knownMessage (i18n/known-messages.ts): translated on a Hindi page, shown as the schema made them in English.
 * auth-messages.test.ts makes every bad input's message here and checks each has its Hindi.
 */
export const AUTH_FORM_MESSAGES = [
  msg('Email is required'),
  msg('Email is too long'),
  msg('Please enter a valid email address'),
  msg('Password is required'),
  msg('Password must be at least {min} characters'),
  msg('Password must be at most {max} characters'),
  msg('User name is required'),
  msg('User name must be at most {max} characters'),
  msg('User name contains invalid characters'),
  // AUTH_MESSAGES the forms say themselves (a server's own answer comes translated by the server).
  msg('Registration successful. Please log in.'),
  msg('Logged in successfully'),
  msg('OTP sent to your email (if the address exists).'),
  msg('Password reset successful. You can login now.'),
] as const;

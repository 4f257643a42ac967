import { z } from 'zod';
import { LANGS, type Lang } from '../lang';
import { MAX_PASSWORD, MIN_PASSWORD } from '../auth-rules';
import { Email } from './common';

export { AUTH_MESSAGES, MAX_PASSWORD, MIN_PASSWORD } from '../auth-rules';

const Password = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

/**
 * A name is one line of plain text: no control characters (line breaks included) and no bidirectional
 * overrides, which would let a name show reversed in order lists, reviews and mail greetings.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const NOT_A_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** POST /api/auth/register */
export const RegisterBody = z.strictObject({
  userName: z
    .string({ message: 'User name is required' })
    .trim()
    .min(1, 'User name is required')
    .max(60, 'User name must be at most 60 characters')
    .refine((s) => !NOT_A_NAME.test(s), 'User name contains invalid characters'),
  email: Email,
  password: Password,
});

/** POST /api/auth/login. The password is not length-checked here: a wrong one is just wrong. */
export const LoginBody = z.strictObject({
  email: Email,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
});

/** POST /api/auth/password/request-reset */
export const RequestResetBody = z.strictObject({ email: Email });

/**
 * POST /api/auth/password/confirm-reset: the code flow {email, otp, newPassword} or the link flow
 * {code, newPassword} (the link's email may come along). A 6-digit `code` with an email is taken as the
 * code flow too. Any malformed code answers like a wrong one: 'Invalid or expired code'.
 */
export const INVALID_CODE = 'Invalid or expired code';
export const ConfirmResetBody = z
  .strictObject({
    email: Email.optional(),
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, INVALID_CODE)
      .optional(),
    code: z.string().trim().min(6, INVALID_CODE).max(200, INVALID_CODE).optional(),
    newPassword: Password,
  })
  .superRefine((body, ctx) => {
    if (body.otp === undefined && body.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['otp'], message: 'The code from the email is required' });
    } else if (body.otp !== undefined && body.code !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Send either otp or code, not both' });
    } else if (body.otp !== undefined && body.email === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
    }
  });

/** The user as every auth answer shows it. */
export interface AuthUser {
  id: string;
  userName: string;
  email: string;
  role: 'customer' | 'admin';
  isAdmin: boolean;
  /** The language of the account's mails (issue 50); every server answer carries it. */
  language?: Lang;
}

export const LANGUAGE_MESSAGE = "Language must be 'en' or 'hi'";
export const PROFILE_UPDATED_MESSAGE = 'Your settings are saved';

/** PATCH /api/auth/profile: what a buyer may change of their account (the language of their mails). */
export const ProfileBody = z.strictObject({
  language: z.enum(LANGS, { message: LANGUAGE_MESSAGE }),
});
export type ProfileInput = z.input<typeof ProfileBody>;

export type RegisterInput = z.input<typeof RegisterBody>;
export type LoginInput = z.input<typeof LoginBody>;
export type RequestResetInput = z.input<typeof RequestResetBody>;
export type ConfirmResetInput = z.input<typeof ConfirmResetBody>;

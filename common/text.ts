/**
 * Text rules both sides apply, without zod, so the browser's first load can use them (the zod contracts in
 * common/contracts re-export them).
 */

/* eslint-disable no-control-regex -- control characters are what these find */
/** Control characters other than tab and line breaks: refused in multi-line text (addresses, reviews). */
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Every C0 control character and DEL: removed from one-line query values (filters, search keywords). */
const ALL_CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
/** C0 and C1 controls, DEL and the line and paragraph separators: nothing a URL or a path may hold. */
const URL_CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/* eslint-enable no-control-regex */

/** Whether a URL, a path or a setting holding one has a control or line-separator character in it. */
export const hasUrlControlChars = (value: string): boolean => URL_CONTROL_CHARS.test(value);

/** A query value with its control characters (NUL among them, which PostgreSQL refuses) replaced. */
export function stripControlChars(value: string, replacement = ''): string {
  return value.replace(ALL_CONTROL_CHARS, replacement);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id in the API is a UUID. */
export const isUuid = (value: string): boolean => UUID_RE.test(value);

/** A 6-digit Indian PIN code (the address contract's Pincode and the product page's delivery check). */
export const PINCODE_RE = /^\d{6}$/;
export const PINCODE_MESSAGE = 'Pincode must be 6 digits';

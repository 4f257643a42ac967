import { AppError, ValidationError } from './errors';

/** What every route that takes a file says when the multipart body itself is the problem. */
export const UPLOAD_MESSAGES = {
  incomplete:
    'The upload ended before the whole file arrived (the connection may have dropped): please send the file again',
  unreadable: 'The upload could not be read',
} as const;

/**
 * A multipart body that ends before its closing boundary (a dropped connection, a client that gave up): busboy's
 * "Unexpected end of multipart data" and "Part terminated early", or the request closed while parts were read.
 */
function endedEarly(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'FST_MP_PREMATURE_CLOSE') return true;
  return typeof message === 'string' && /unexpected end of multipart data|terminated early/i.test(message);
}

/**
 * An error met while reading an upload's body, as the 400 the user sees: a domain error keeps its own answer,
 * a body cut short says so, anything else in the body is unreadable. Only for errors of reading the body: an
 * error of the work done with the file afterwards is not the upload's fault.
 */
export function uploadReadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new ValidationError(endedEarly(err) ? UPLOAD_MESSAGES.incomplete : UPLOAD_MESSAGES.unreadable);
}

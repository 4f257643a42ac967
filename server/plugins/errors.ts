import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors';

type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

/** Turns zod issues into one readable sentence: "email: Invalid email address; password: …". */
function describeValidation(issues: Issue[], context?: string): string {
  const parts = issues.slice(0, 3).map((i) => {
    const field = (i.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const msg = i.params?.issue?.message ?? i.message ?? 'is invalid';
    // A missing body, or JSON that is not an object, fails on the whole body rather than a field.
    if (!field && context === 'body' && /expected object/.test(msg))
      return 'The request body must be a JSON object';
    return field ? `${field}: ${msg}` : msg;
  });
  const where = context && context !== 'body' ? `Invalid ${context}. ` : '';
  return `${where}${parts.join('; ')}`;
}

export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a few seconds.';

/** PostgreSQL's query_canceled (statement_timeout), thrown by pg or wrapped by drizzle as the cause. */
function isStatementTimeout(err: unknown): boolean {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/**
 * One error handler for the whole API: domain errors keep their status and message, validation and
 * client errors become 4xx with a clear message, and anything else is a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const appError: AppError = err;
      if (appError instanceof TooManyRequestsError && appError.retryAfterSeconds) {
        reply.header('retry-after', String(appError.retryAfterSeconds));
      }
      return reply
        .status(err.statusCode)
        .send({ success: false, message: err.message, ...(err.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({
        success: false,
        message: describeValidation(err.validation as Issue[], err.validationContext),
      });
    }
    if (err.validation) {
      return reply.status(400).send({ success: false, message: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ success: false, message: 'Too many requests. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'The request is too large'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : err.message;
      return reply.status(status).send({ success: false, message });
    }
    if (isStatementTimeout(err)) {
      // DB_STATEMENT_TIMEOUT_MS: the database is too slow right now; nothing of the statement was kept.
      request.log.warn({ err }, 'database statement timed out');
      return reply.status(503).header('retry-after', '5').send({ success: false, message: BUSY_MESSAGE });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' });
  });
}

/**
 * Typed domain errors. Services throw these; the one error handler (plugins/errors.ts) maps them to an
 * HTTP status and `{ success: false, message }`.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(400, message, details);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, details);
  }
}
export class OutOfStockError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, details);
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Too many requests. Please try again later.',
    public readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
export class PaymentProviderError extends AppError {
  constructor(message = 'The payment provider is not available right now. Please try again.') {
    super(502, message);
  }
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505), through any wrapping. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return pgCode(err, '23505', constraint);
}
/** True for a CHECK violation (23514), e.g. products_total_stock_ck. */
export function isCheckViolation(err: unknown, constraint?: string): boolean {
  return pgCode(err, '23514', constraint);
}
/** True for a foreign-key violation (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgCode(err, '23503');
}

function pgCode(err: unknown, code: string, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const o = e as { code?: string; constraint?: string; cause?: unknown; message?: string };
    if (o.code === code)
      return !constraint || o.constraint === constraint || (o.message ?? '').includes(constraint);
    e = o.cause;
  }
  return false;
}

import type { FastifyRequest } from 'fastify';
import type { AuthUser as SessionUser } from '../../common/contracts/auth';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request from the session cookie (modules/auth/session.plugin.ts). */
    user: SessionUser | null;
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** The signed-in admin; 401 when logged out, 403 for a customer. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw new ForbiddenError('Admin access only');
  return user;
}

/** A `{userId}` from a path or body must be the session's own user: 401 logged out, 403 otherwise. */
export function requireSelf(request: FastifyRequest, userId: string): SessionUser {
  const user = requireUser(request);
  // UUIDs compare case-insensitively: an upper-case spelling of your own id is still you.
  if (user.id !== userId.toLowerCase()) throw new ForbiddenError('You can only access your own account');
  return user;
}

/** preHandler for a whole plugin of admin routes. */
export async function adminOnly(request: FastifyRequest) {
  requireAdmin(request);
}

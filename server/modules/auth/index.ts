/**
 * Accounts, sessions, password reset and the login's limits. The door of server/modules/auth: code outside it
 * imports from here only.
 */
export { default as authRoutes } from './auth.routes';
export { authPlugin } from './session.plugin';
export { resolveSession, sessionCookieName, type SessionUser } from './session.service';
export { confirmCodCode, isCodVerified, sendCodCode } from './cod-confirmation.service';

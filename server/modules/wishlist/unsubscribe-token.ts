import crypto from 'node:crypto';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../../common/text';
import { ensureSecret } from './wishlist.repository';

/**
 * The wishlist mails' unsubscribe token (decision 030): the buyer's id as 16 bytes and an HMAC-SHA256 of it
 * under the app's secret (purpose-bound, cut to 128 bits), both base64url: `<22 chars>.<22 chars>`. Nobody
 * can make one for another buyer, or change the id inside one, without the secret; it never expires (RFC 8058
 * wants the address to keep working), and a new APP_SECRET voids every one given out.
 */
const PURPOSE = 'wishlist-unsubscribe:v1:';
const SECRET_NAME = 'link-signing';

const secrets = new WeakMap<object, Promise<string>>();

/** APP_SECRET, else the key kept in the database (made by the first instance that needs it). */
export function signingKey(db: DbOrTx, config: Pick<AppConfig, 'appSecret'>): Promise<string> {
  if (config.appSecret) return Promise.resolve(config.appSecret);
  let key = secrets.get(db);
  if (!key) {
    key = ensureSecret(db, SECRET_NAME, crypto.randomBytes(32).toString('base64url'));
    key.catch(() => secrets.delete(db));
    secrets.set(db, key);
  }
  return key;
}

function mac(key: string, userId: string): Buffer {
  return crypto
    .createHmac('sha256', key)
    .update(PURPOSE + userId)
    .digest()
    .subarray(0, 16);
}

export function signUnsubscribeToken(key: string, userId: string): string {
  const id = Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url');
  return `${id}.${mac(key, userId).toString('base64url')}`;
}

/** The buyer's id the token was signed for, or null for anything not signed with this key. */
export function verifyUnsubscribeToken(key: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const idBytes = Buffer.from(match[1], 'base64url');
  const given = Buffer.from(match[2], 'base64url');
  // One spelling per token: base64url's last character has spare bits, which must be zero.
  if (idBytes.toString('base64url') !== match[1] || given.toString('base64url') !== match[2]) return null;
  const hex = idBytes.toString('hex');
  if (hex.length !== 32) return null;
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (!isUuid(userId)) return null;
  const expected = mac(key, userId);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}

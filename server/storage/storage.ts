import type { AppConfig } from '../config';
import { LocalStorage } from './local-storage';

/**
 * Where uploaded files live. Extension point: the default writes under DATA_DIR/uploads and app.ts serves
 * that folder at /uploads/ with immutable caching; an object store (S3, R2, GCS) implements the same five
 * calls so that several app instances share one set of files (DESIGN "Scale-out").
 *
 * Keys are relative, slash-separated names such as `img-<uuid>.png`; `url(key)` is the absolute public URL
 * and `keyFromUrl` maps such a URL back (null for any URL this storage does not serve).
 * Calls may be slow (network for remote stores): never call them inside a database transaction.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  url(key: string): string;
  keyFromUrl(url: string): string | null;
}

/** The storage the app uses, from its config (local folder by default). */
export function createStorage(config: Pick<AppConfig, 'uploadsDir' | 'publicUrl'>): Storage {
  return new LocalStorage(config.uploadsDir, `${config.publicUrl}/uploads`);
}

const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A key is safe when it is relative, has no `..` segment and only plain characters. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 300 && KEY_RE.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

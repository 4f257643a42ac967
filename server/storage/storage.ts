/**
 * Where uploaded files live (decision 015). Three drivers implement the same calls: `LocalStorage` writes
 * under DATA_DIR/uploads (one machine; the default on the embedded PGlite), `DatabaseStorage` keeps the bytes
 * in the `stored_files` table (the default on PostgreSQL, so every instance serves every image), and
 * `S3Storage` puts them in an S3-compatible bucket (S3_URL). app.ts serves all of them at /uploads/<key>
 * (server/storage/serve-uploads.ts) with immutable caching, so an image's URL does not depend on the driver.
 *
 * Keys are relative, slash-separated names such as `img-<uuid>.png`; `url(key)` is the absolute public URL
 * and `keyFromUrl` maps such a URL back (null for any URL this storage does not serve).
 * Calls may be slow (network for remote stores): never call them inside a database transaction.
 *
 * This file holds what the drivers share (the contract and the key helpers); createStorage in
 * ./create-storage.ts picks the driver.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file and its type, or null when there is none (serving /uploads/ for the database and S3 drivers). */
  get(key: string): Promise<StoredFile | null>;
  url(key: string): string;
  keyFromUrl(url: string): string | null;
}

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  /** A validator for conditional requests, quoted as HTTP sends it. */
  etag: string;
  lastModified: Date;
}

const KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A key is safe when it is relative, has no `..` segment and only plain characters. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    KEY_RE.test(key) &&
    !key.split('/').some((s) => s === '..' || s === '.')
  );
}

/** The safe key a URL under `baseUrl/` names, or null. */
export function keyUnder(baseUrl: string, url: string): string | null {
  const prefix = `${baseUrl}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split(/[?#]/)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return null;
  }
  return isSafeKey(decoded) ? decoded : null;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The content type a stored file's name implies (files on disk carry no type of their own). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isSafeKey, keyUnder, type Storage, type StoredFile } from './storage';

/** Files in a local folder, served by app.ts at /uploads/ (the default Storage on the embedded PGlite). */
export class LocalStorage implements Storage {
  private readonly root: string;
  private readonly baseUrl: string;

  constructor(root: string, baseUrl: string) {
    this.root = path.resolve(root);
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, full);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const full = this.pathOf(key);
    try {
      const [bytes, stat] = await Promise.all([fs.readFile(full), fs.stat(full)]);
      return {
        bytes,
        contentType: contentTypeOfKey(key),
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    } catch {
      return null;
    }
  }

  url(key: string): string {
    this.pathOf(key);
    return `${this.baseUrl}/${key}`;
  }

  keyFromUrl(url: string): string | null {
    return keyUnder(this.baseUrl, url);
  }
}

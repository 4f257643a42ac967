import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { storedFiles } from '../db/schema';
import { isSafeKey, keyUnder, type Storage, type StoredFile } from './storage';

/**
 * Files in the `stored_files` table (STORAGE=database; the default on PostgreSQL): every instance on the
 * database reads every file, with no shared disk or object store to run. Served at /uploads/<key>.
 * Images are at most 5 MB (MAX_UPLOAD_BYTES), so a file is read whole.
 */
export class DatabaseStorage implements Storage {
  private readonly baseUrl: string;

  constructor(
    private readonly db: DbOrTx,
    baseUrl: string,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  private check(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const row = { key: this.check(key), contentType, bytes, size: bytes.length };
    await this.db
      .insert(storedFiles)
      .values(row)
      .onConflictDoUpdate({
        target: storedFiles.key,
        set: { contentType, bytes, size: bytes.length, createdAt: sql`now()` },
      });
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, this.check(key)));
  }

  async exists(key: string): Promise<boolean> {
    const rows = await this.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.key, this.check(key)));
    return rows.length > 0;
  }

  async get(key: string): Promise<StoredFile | null> {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, this.check(key)));
    if (!row) return null;
    return {
      bytes: row.bytes,
      contentType: row.contentType,
      etag: `"${row.size.toString(16)}-${row.createdAt.getTime().toString(16)}"`,
      lastModified: row.createdAt,
    };
  }

  url(key: string): string {
    return `${this.baseUrl}/${this.check(key)}`;
  }

  keyFromUrl(url: string): string | null {
    return keyUnder(this.baseUrl, url);
  }
}

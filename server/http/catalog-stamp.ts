import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The catalog stamp (migration 0003): a database sequence that triggers move on every change to what shop
 * pages and the public catalog API show. Caches keep the stamp they were filled under; an entry under an
 * older stamp is stale. The value is read at most once per `maxAgeMs`, so another instance's change shows
 * within that time, and `invalidate()` (called after this instance handles any write) makes the next read
 * go to the database, so this instance's own changes show at once.
 */
export class CatalogStamp {
  private value: string | null = null;
  private readAt = 0;
  private pending: Promise<string> | null = null;
  /** Moves on invalidate(): a read that began before it neither answers later callers nor is kept. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 1000,
  ) {}

  async current(): Promise<string> {
    if (this.value !== null && Date.now() - this.readAt < this.maxAgeMs) return this.value;
    // Concurrent requests share one read.
    if (!this.pending) {
      const generation = this.generation;
      const read = this.read(generation).finally(() => {
        if (this.pending === read) this.pending = null;
      });
      this.pending = read;
    }
    return this.pending;
  }

  invalidate(): void {
    this.readAt = 0;
    // A read already under way may have started before the write committed: nobody else waits for it.
    this.pending = null;
    this.generation++;
  }

  private async read(generation: number): Promise<string> {
    const startedAt = Date.now();
    const result = (await this.db.execute(
      sql`select (last_value::text || ':' || is_called::text) as stamp from catalog_stamp`,
    )) as unknown as { rows: { stamp: string }[] };
    const stamp = result.rows[0].stamp;
    if (generation === this.generation) {
      this.value = stamp;
      this.readAt = startedAt;
    }
    return stamp;
  }
}

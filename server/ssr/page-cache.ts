import { CachedBody, StampedLru } from '../http/cached-body';

const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Rendered HTML of visitors' shop pages, by URL, in this process, as kept bodies (ETag, brotli and gzip
 * made once: server/http/cached-body.ts): least recently used entries go first once there are
 * `maxEntries` or `maxBytes` of them. Only logged-out visitors' pages with status 200 go in (the caller
 * decides); an entry counts only under the catalog stamp it was rendered with.
 */
export class PageCache {
  private readonly entries: StampedLru<CachedBody>;

  constructor(maxEntries = 500, maxBytes = 64 * 1024 * 1024) {
    this.entries = new StampedLru(maxEntries, maxBytes);
  }

  get(key: string, stamp: string): CachedBody | undefined {
    return this.entries.get(key, stamp);
  }

  set(key: string, html: Buffer, stamp: string): CachedBody {
    const entry = new CachedBody(html, HTML_TYPE);
    this.entries.set(key, entry, stamp);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression levels, chosen by measurement (README "Performance", `npx tsx scripts/compression-levels.ts`
 * on a 24-product listing and a product page's HTML).
 *
 * - A kept body (public catalog cache, visitor page cache) is compressed once per catalog stamp and then
 *   sent many times: brotli 5 / gzip 6 are within a few per cent of the smallest output of their format,
 *   at a fraction of the time of the highest levels (brotli 11 takes ~20x longer for ~4% less).
 * - A body made for one request (@fastify/compress) pays for its compression on every request: brotli 1
 *   and gzip 1 cost a third of brotli 4 (@fastify/compress's default) and of gzip 6 (zlib's), for bodies
 *   ~15-20% larger, which the loopback/LAN network between a CDN and the app does not notice.
 */
export const KEPT_BROTLI_QUALITY = 5;
export const KEPT_GZIP_LEVEL = 6;
export const DYNAMIC_BROTLI_QUALITY = 1;
export const DYNAMIC_GZIP_LEVEL = 1;
/** Below about 1 KB compression saves less than a packet and costs a compressor: sent as is. */
export const COMPRESS_THRESHOLD = 1024;

/** Options for @fastify/compress (dynamic bodies): the measured levels, nothing under the threshold. */
export const dynamicCompression = {
  threshold: COMPRESS_THRESHOLD,
  // Compressed in one synchronous call up to 128 KB (a listing is ~25 KB): at these levels that takes well
  // under a millisecond, where the stream path (the default above 8 KB on 2 cores) costs more than the
  // compression itself.
  syncThreshold: 128 * 1024,
  encodings: ['br', 'gzip', 'identity'] as ('br' | 'gzip' | 'identity')[],
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
    },
  },
  zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
};

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. Quality values of 0
 * refuse an encoding ("br;q=0"); other weights are not ranked (every browser accepts both).
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const value = Array.isArray(header) ? header.join(',') : header;
  let br = false;
  let gzip = false;
  for (const part of value.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim();
    const refused = params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') {
      br = true;
      gzip = true;
    }
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** A strong ETag of a body. */
export const etagOf = (body: Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this ETag (a list, `*`, or a weak form of it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * A response body kept to be sent many times: the bytes, their ETag, and brotli and gzip forms made the
 * first time a client asks for each (so an entry nobody fetches compressed never pays for it).
 */
export class CachedBody {
  readonly etag: string;
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    this.etag = etagOf(body);
  }

  /** The body in an encoding; bodies under the threshold are always sent as they are. */
  encoded(encoding: Encoding): { encoding: Encoding; bytes: Buffer } {
    if (encoding === 'identity' || this.body.length < COMPRESS_THRESHOLD)
      return { encoding: 'identity', bytes: this.body };
    if (encoding === 'br') {
      this.br ??= zlib.brotliCompressSync(this.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        },
      });
      return { encoding, bytes: this.br };
    }
    this.gzip ??= zlib.gzipSync(this.body, { level: KEPT_GZIP_LEVEL });
    return { encoding, bytes: this.gzip };
  }

  /** Bytes held: the body and whichever compressed forms were made. */
  get size(): number {
    return this.body.length + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }
}

/**
 * Sends a kept body: 304 when the client's If-None-Match names it, else the body in the best encoding the
 * client accepts, with Content-Encoding, Vary: Accept-Encoding (plus `vary` given) and the ETag. The
 * caller sets status and Cache-Control. @fastify/compress leaves a body with a Content-Encoding alone.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  opts: { cacheControl: string; vary?: string; status?: number },
) {
  reply
    .header('cache-control', opts.cacheControl)
    .header('vary', opts.vary ? `${opts.vary}, Accept-Encoding` : 'Accept-Encoding')
    .header('etag', entry.etag);
  const status = opts.status ?? 200;
  if (status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag))
    return reply.status(304).send();
  const { encoding, bytes } = entry.encoded(chooseEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).type(entry.contentType).send(bytes);
}

/**
 * Entries of a cache in process, each kept under the catalog stamp it was made with (an entry under another
 * stamp is stale and dropped when met), least recently used first out once there are more than
 * `maxEntries` or `maxBytes` of them.
 */
export class StampedLru<V extends { size: number }> {
  private readonly entries = new Map<string, { value: V; stamp: string; size: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, stamp: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last; the size may have grown (a compressed form was added).
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.resize(entry);
    return entry.value;
  }

  set(key: string, value: V, stamp: string): void {
    this.delete(key);
    if (value.size > this.maxBytes) return;
    const entry = { value, stamp, size: value.size };
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.evict();
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private resize(entry: { value: V; size: number }) {
    const now = entry.value.size;
    if (now === entry.size) return;
    this.bytes += now - entry.size;
    entry.size = now;
    this.evict();
  }

  private evict() {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }
}

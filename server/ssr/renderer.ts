import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ClientEntry, SsrAssets, SsrCacheKey, SsrRender, SsrResponse } from '../../common/contracts/ssr';
import { ClientAssets } from './assets';

/** What the page route needs from a built (or dev-served) web app. */
export interface WebRenderer {
  render: SsrRender;
  assets(modules: string[], entry: ClientEntry): SsrAssets;
  /** Where a visitor's page is kept in the page cache, or null: not kept. */
  cacheKey: SsrCacheKey;
}

/**
 * The built web app: dist/server/entry-server.js (its `render`) and dist/web's manifest. Both are re-read
 * when the build changes, so a rebuild is served without a restart. Null when the app is not built.
 */
export function builtRenderer(webDistDir: string, ssrDir: string): (() => Promise<WebRenderer>) | null {
  const entryFile = path.join(ssrDir, 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return null;

  let loaded: { renderer: Promise<WebRenderer> } | null = null;
  let checkedAt = 0;
  let version = 0;
  return async () => {
    const now = Date.now();
    if (!loaded || now - checkedAt > 1000) {
      checkedAt = now;
      const mtime = Math.max(fs.statSync(entryFile).mtimeMs, fs.statSync(manifestFile).mtimeMs);
      if (!loaded || mtime !== version) {
        version = mtime;
        const url = `${pathToFileURL(entryFile).href}?v=${mtime}`;
        loaded = {
          renderer: (async () => {
            const module = (await import(url)) as { render: SsrRender; pageCacheKey?: SsrCacheKey };
            const assets = ClientAssets.read(webDistDir);
            return {
              render: module.render,
              assets: (modules: string[], entry: ClientEntry) => assets.for(modules, entry),
              // A build without it keeps nothing rather than keeping pages by their raw URL.
              cacheKey: module.pageCacheKey ?? (() => null),
            };
          })(),
        };
      }
    }
    return loaded.renderer;
  };
}

/** The whole rendered document as one buffer (for the page cache, or to post-process it in dev). */
export function collectHtml(result: Extract<SsrResponse, { type: 'html' }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
    result.pipe(sink);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing ahead of time (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|map)$/i;
/** As the server: nothing under about 1 KB. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every compressible file of the client build:
 * the highest levels, paid once at build time. The server's static files are served with `preCompressed`
 * (server/app.ts), so a browser gets the smallest form it accepts with the right Content-Encoding and
 * `Vary: Accept-Encoding`, and no request compresses a file again. A compressed form that is not smaller is
 * not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir || !fs.existsSync(outDir)) return;
      const written = precompressDir(outDir);
      this.info?.(`precompressed ${written} files (brotli, gzip)`);
    },
  };
}

export function precompressDir(dir: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < body.length) {
      fs.writeFileSync(`${file}.br`, br);
      written++;
    }
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  }
  return written;
}

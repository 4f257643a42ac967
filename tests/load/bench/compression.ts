/**
 * What compressing the shop's own bodies costs on this machine, at each level of brotli and gzip: the
 * measurement behind the levels in server/http/cached-body.ts. Printed by npm run bench.
 */
import zlib from 'node:zlib';

export interface LevelFigure {
  body: string;
  encoding: 'br' | 'gzip';
  level: number;
  microseconds: number;
  bytes: number;
  ratio: number;
}

export function measureCompression(bodies: Record<string, Buffer>): LevelFigure[] {
  const out: LevelFigure[] = [];
  for (const [body, bytes] of Object.entries(bodies)) {
    const runs = (fn: () => Buffer): { us: number; size: number } => {
      fn();
      const n = 30;
      const t0 = process.hrtime.bigint();
      let last: Buffer = Buffer.alloc(0);
      for (let i = 0; i < n; i++) last = fn();
      return { us: Number(process.hrtime.bigint() - t0) / 1000 / n, size: last.length };
    };
    for (const level of [1, 4, 5, 6, 9, 11]) {
      const r = runs(() =>
        zlib.brotliCompressSync(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          },
        }),
      );
      out.push({
        body,
        encoding: 'br',
        level,
        microseconds: r.us,
        bytes: r.size,
        ratio: r.size / bytes.length,
      });
    }
    for (const level of [1, 3, 6, 9]) {
      const r = runs(() => zlib.gzipSync(bytes, { level }));
      out.push({
        body,
        encoding: 'gzip',
        level,
        microseconds: r.us,
        bytes: r.size,
        ratio: r.size / bytes.length,
      });
    }
    console.log(`\ncompression of the ${body} (${bytes.length.toLocaleString('en-IN')} bytes):`);
    console.log(
      out
        .filter((f) => f.body === body)
        .map(
          (f) =>
            `  ${f.encoding.padEnd(4)} ${String(f.level).padStart(2)}  ${f.microseconds.toFixed(0).padStart(6)} µs  ${f.bytes.toLocaleString('en-IN').padStart(7)} bytes (${(f.ratio * 100).toFixed(1)}%)`,
        )
        .join('\n'),
    );
  }
  return out;
}

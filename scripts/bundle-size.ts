/**
 * npm run size — the shopper's first load: the JS and CSS a shop page asks for before it is interactive
 * (the entry, its CSS and the modules the server preloads for the home page), gzipped, checked against a
 * budget. Admin code is lazy-loaded and must not be in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ClientAssets } from '../server/ssr/assets';

const BUDGET_KB = { js: 150, css: 30 };
const dist = path.resolve('dist/web');
const page = process.argv[2] ?? 'src/routes/shop/home.tsx';
const assets = ClientAssets.read(dist).for([page]);
const refs = [
  ...assets.scripts.map((file) => ({ file, kind: 'js' as const })),
  ...assets.preloads.map((file) => ({ file, kind: 'js' as const })),
  ...assets.styles.map((file) => ({ file, kind: 'css' as const })),
];
const totals = { js: 0, css: 0 };
console.log(`first load of ${page}:`);
for (const ref of refs) {
  const bytes = fs.readFileSync(path.join(dist, ref.file));
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  totals[ref.kind] += gz;
  const text = bytes.toString('utf8');
  // The admin navigation's labels live only in admin code (chunk file names of lazy imports do not count).
  if (ref.kind === 'js' && /Categories & Brands|Image Gallery/.test(text)) {
    console.error(`${ref.file} contains admin code; admin routes must be lazy-loaded`);
    process.exitCode = 1;
  }
  console.log(`${ref.file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} kB  ${(gz / 1024).toFixed(1).padStart(7)} kB gzip`);
}
for (const kind of ['js', 'css'] as const) {
  const kb = totals[kind] / 1024;
  const ok = kb <= BUDGET_KB[kind];
  console.log(`first-load ${kind}: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB[kind]} kB) ${ok ? 'ok' : 'OVER BUDGET'}`);
  if (!ok) process.exitCode = 1;
}

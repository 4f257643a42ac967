/**
 * npm run size — the shopper's first load: the JavaScript and CSS that home, the listing and a product page
 * ask for before they are interactive (the shop entry, its start module and the page's modules, as the
 * server preloads them), as they travel: brotli, as the server sends them precompressed. The three pages'
 * files together (each counted once: the browser keeps them) are checked against a budget, and no file of a
 * browsing page may hold the router or admin code (decision 026). Then the pages a buyer passes next (the
 * estimator, login, register, checkout and account, hydrated without the router from their own entry,
 * decision 035), each on its own first load (a buyer may arrive at any of them from outside), with the same
 * checks and a budget each.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ClientEntry } from '../common/contracts/ssr';
import { ClientAssets } from '../server/ssr/assets';

/**
 * KiB over the wire: 100 for the JavaScript of the three pages together. The CSS's 12: the repeated
 * parts of cards, buttons, home and the frame became component classes (index.css), 1 KiB more of CSS, cached
 * across pages, for 40 KB less of home's HTML and 30 KB of a listing's, sent with every page.
 */
export const BUDGET_KIB = { js: 100, css: 12 };
const PAGES = ['src/routes/shop/home.tsx', 'src/routes/shop/listing.tsx', 'src/routes/shop/product.tsx'];

/**
 * The buyer pages' first loads (decision 035), JavaScript in KiB over the wire, each page alone: React, what every
 * page shares (shop-shared: the document, session, navigation, buttons), the browsing pages' shop chunk where the
 * page has the shop's header, and the page's own code, split by which buyer pages share it. A visitor's checkout is
 * login's (the guard sends them there). CSS: the shop's.
 * `formsLater`: the page's form loads zod (its own chunk) only when it is used (lib/use-contract-form), so zod,
 * 22 KiB, may not be in its first load (issue 49: login 142 → 110 KiB, its first paint 2.2 → 1.8 s).
 * `withoutShop`: sign-in has no shop header, so the browsing pages' shop chunk (18 KiB: header, cards, filters)
 * may not be in its first load either (issue 49: 110 → 85 KiB, decision 040).
 */
export const BUYER_BUDGET_KIB: Record<
  string,
  { module: string; js: number; formsLater?: boolean; withoutShop?: boolean }
> = {
  estimator: { module: 'src/routes/shop/estimator.tsx', js: 118 },
  login: { module: 'src/routes/auth/login.tsx', js: 87, formsLater: true, withoutShop: true },
  register: { module: 'src/routes/auth/register.tsx', js: 87, formsLater: true, withoutShop: true },
  checkout: { module: 'src/routes/shop/checkout.tsx', js: 170 },
  account: { module: 'src/routes/shop/account.tsx', js: 118 },
};

const dist = path.resolve('dist/web');
const assets = ClientAssets.read(dist);
const brotli = (bytes: Buffer) =>
  zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const sizes = new Map<string, { raw: number; br: number; kind: 'js' | 'css' }>();
function measure(file: string, kind: 'js' | 'css') {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const text = bytes.toString('utf8');
    // The admin navigation's labels live only in admin code; the router's chunk is named for it.
    if (kind === 'js' && /Categories & Brands|Image Gallery/.test(text)) {
      console.error(`${file} contains admin code; admin routes must be lazy-loaded`);
      process.exitCode = 1;
    }
    if (kind === 'js' && /\/router-[\w-]+\.js$/.test(file)) {
      console.error(`${file} is the router; a browsing page hydrates without it`);
      process.exitCode = 1;
    }
    sizes.set(file, { raw: bytes.length, br: brotli(bytes), kind });
  }
  return sizes.get(file)!;
}

/** One page's first load: its files, measured (and checked) once each, and its totals. */
function firstLoad(page: string, entry: ClientEntry) {
  const { scripts, preloads, styles } = assets.for([page], entry);
  const files = [
    ...[...scripts, ...preloads].map((file) => ({ file, kind: 'js' as const })),
    ...styles.map((file) => ({ file, kind: 'css' as const })),
  ];
  const total = { js: 0, css: 0 };
  for (const { file, kind } of files) total[kind] += measure(file, kind).br;
  console.log(`${page}: ${files.length} files, JS ${kib(total.js)} KiB, CSS ${kib(total.css)} KiB (brotli)`);
  return { ...total, files: files.map((f) => f.file) };
}

for (const page of PAGES) firstLoad(page, 'shop');

console.log('\nthe three pages together, largest first:');
const union = { js: 0, css: 0 };
for (const [file, size] of [...sizes].sort((a, b) => b[1].br - a[1].br)) {
  union[size.kind] += size.br;
  if (size.br >= 1024)
    console.log(
      `  ${file.padEnd(48)} ${kib(size.raw).padStart(7)} KiB  ${kib(size.br).padStart(6)} KiB brotli`,
    );
}
console.log(`  … and ${[...sizes.values()].filter((s) => s.br < 1024).length} files under 1 KiB`);
for (const kind of ['js', 'css'] as const) {
  const ok = union[kind] / 1024 <= BUDGET_KIB[kind];
  console.log(
    `first load ${kind}: ${kib(union[kind])} KiB brotli (budget ${BUDGET_KIB[kind]} KiB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
}

/**
 * What the browsing pages load just after their first load (the footer, a product's quantity field, delivery
 * check and reviews: scripts/first-load-chunk.ts's SHOP_LATER_MODULES), as one chunk with what it imports that
 * the first load did not bring. It delays a slow phone's interactivity as much as the first load did, so it is
 * budgeted, and it may hold no buyer page's chunk: browsing must not fetch checkout's or sign-in's code.
 */
export const LATER_BUDGET_KIB = 8;
const firstLoadFiles = new Set(sizes.keys());
const later = assets.chunkClosure('shop-later').filter((file) => !firstLoadFiles.has(file));
let laterBytes = 0;
for (const file of later) {
  laterBytes += measure(file, 'js').br;
  if (/\/buyer-[\w-]+\.js$/.test(file)) {
    console.error(`${file} is a buyer page's chunk; the browsing pages load it after their first load`);
    process.exitCode = 1;
  }
}
const laterOk = later.length > 0 && laterBytes / 1024 <= LATER_BUDGET_KIB;
console.log(
  `just after the first load: ${later.join(' ')}, JS ${kib(laterBytes)} KiB brotli (budget ${LATER_BUDGET_KIB} KiB) ${laterOk ? 'ok' : 'OVER BUDGET'}`,
);
if (!laterOk) process.exitCode = 1;

console.log('\nthe pages a buyer passes next, each on its own first load (decision 035):');
for (const [name, { module, js, formsLater, withoutShop }] of Object.entries(BUYER_BUDGET_KIB)) {
  const total = firstLoad(module, 'buyer');
  const zod = total.files.find((file) => /\/zod-[\w-]+\.js$/.test(file));
  if (formsLater && zod) {
    console.error(`${name}'s first load holds ${zod}; its form loads zod when it is used`);
    process.exitCode = 1;
  }
  const shop = total.files.find((file) => /\/shop-(?!shared-|later-)[\w-]+\.js$/.test(file));
  if (withoutShop && shop) {
    console.error(`${name}'s first load holds the browsing pages' ${shop}; it has no shop header`);
    process.exitCode = 1;
  }
  const ok = total.js / 1024 <= js && total.css / 1024 <= BUDGET_KIB.css;
  console.log(
    `  ${name}: JS ${kib(total.js)} KiB brotli (budget ${js} KiB), CSS ${kib(total.css)} KiB ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
}

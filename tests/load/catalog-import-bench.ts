/**
 * Catalog import benchmark: 10,000 rows through the import as the route runs it (the file streamed
 * from disk into readSheet and importCatalog), on an embedded PGlite in memory. Prints each step's time and
 * the peak RSS and heap seen while it ran (sampled every 20 ms).
 *
 *   npx tsx tests/load/catalog-import-bench.ts
 *   BENCH_ROWS=20000 npx tsx tests/load/catalog-import-bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { CATALOG_COLUMNS } from '../../common/contracts/catalog-io';
import { migrateDatabase, openDatabase } from '../../server/db/client';
import { categories, galleryImages, subcategories } from '../../server/db/schema';
import { exportCatalog } from '../../server/modules/admin-products/catalog-io/export.service';
import { importCatalog } from '../../server/modules/admin-products/catalog-io/import.service';
import { readSheet } from '../../server/modules/admin-products/catalog-io/read-file';
import type { Storage } from '../../server/storage/storage';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-bench-'));

const database = await openDatabase({ pgliteDir: 'memory://' });
await migrateDatabase(database);
const db = database.db;
const [cat] = await db.insert(categories).values({ name: 'Wires & Cables', kind: 'category' }).returning();
await db.insert(subcategories).values({ categoryId: cat.id, name: 'House Wire' });
await db.insert(categories).values({ name: 'Voltline', kind: 'brand' });
await db.insert(galleryImages).values({
  publicId: 'img-bench',
  secureUrl: 'http://localhost:3000/uploads/img-bench.webp',
  bytes: 5000,
  width: 800,
  height: 800,
  format: 'webp',
});
const storage: Storage = {
  put: () => Promise.reject(new Error('not in the benchmark')),
  delete: () => Promise.resolve(),
  exists: () => Promise.resolve(false),
  get: () => Promise.resolve(null),
  url: (key) => `http://localhost:3000/uploads/${key}`,
  keyFromUrl: () => null,
};

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const timer = setInterval(sample, 20);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const results: { step: string; seconds: string; peakRss: string; peakHeap: string; note: string }[] = [];

async function step(name: string, run: () => Promise<string>) {
  globalThis.gc?.();
  peakRss = 0;
  peakHeap = 0;
  sample();
  const started = performance.now();
  const note = await run();
  sample();
  results.push({
    step: name,
    seconds: ((performance.now() - started) / 1000).toFixed(2),
    peakRss: mb(peakRss),
    peakHeap: mb(peakHeap),
    note,
  });
}

async function runImport(file: string, dryRun: boolean) {
  const { format, rows } = await readSheet(fs.createReadStream(file), file);
  const report = await importCatalog(db, rows, { dryRun, createMissing: false, format, storage });
  const c = report.counts;
  return `${c.created} new, ${c.changed} changed, ${c.unchanged} unchanged, ${c.errors} errors${report.written ? ', written' : ''}`;
}

async function runExport(format: 'csv' | 'xlsx', file: string) {
  const { stream } = await exportCatalog(db, {}, format);
  await pipeline(stream, fs.createWriteStream(file));
  return `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB file`;
}

const newFile = path.join(dir, 'new.csv');
const records = [
  [...CATALOG_COLUMNS],
  ...Array.from({ length: ROWS }, (_, i) => [
    '',
    `Bench wire ${i} sq mm`,
    `A 90 m coil of copper wire, number ${i}, for house wiring`,
    'Wires & Cables',
    'House Wire',
    'Voltline',
    '8544',
    `${100 + (i % 400)}.00`,
    '9',
    '9',
    String(i % 500),
    '0.00',
    '0.00',
    'img-bench.webp',
    '',
    'no',
  ]),
];
fs.writeFileSync(newFile, `\uFEFF${stringify(records)}`);
const base = process.memoryUsage();
// PGlite (PostgreSQL compiled to WebAssembly) holds most of the RSS from the start: compare the peaks with this.
results.push({
  step: 'baseline (database open, migrated)',
  seconds: '',
  peakRss: mb(base.rss),
  peakHeap: mb(base.heapUsed),
  note: '',
});
results.push({
  step: `${ROWS} rows written (${(fs.statSync(newFile).size / 1024 / 1024).toFixed(1)} MB)`,
  seconds: '',
  peakRss: '',
  peakHeap: '',
  note: '',
});

await step('import preview (new rows)', () => runImport(newFile, true));
await step('import (new rows)', () => runImport(newFile, false));
const exported = path.join(dir, 'export.csv');
await step('export CSV', () => runExport('csv', exported));
await step('export XLSX', () => runExport('xlsx', path.join(dir, 'export.xlsx')));
const changedFile = path.join(dir, 'changed.csv');
fs.writeFileSync(
  changedFile,
  fs
    .readFileSync(exported, 'utf8')
    .replace(/,(\d+)\.00,9,9,/g, (_m, r: string) => `,${Number(r) + 5}.00,9,9,`),
);
await step('import preview (every row changed)', () => runImport(changedFile, true));
await step('import (every row changed)', () => runImport(changedFile, false));
await step('import preview of the XLSX export', () => runImport(path.join(dir, 'export.xlsx'), true));

clearInterval(timer);
console.table(results);
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

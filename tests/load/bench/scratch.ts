/**
 * Scratch databases for the benchmarks: a throwaway PostgreSQL database (created on the server named by a
 * URL, dropped at the end) or a PGlite folder, migrated, with a generated catalog of any size.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../../../server/db/client';

export interface Scratch {
  kind: 'postgres' | 'pglite';
  /** PostgreSQL: the scratch database's URL and name. */
  url?: string;
  name?: string;
  /** PGlite: the folder holding the data directory (DATA_DIR of a server), and the data directory itself. */
  dataDir?: string;
  pgliteDir?: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createScratch(
  kind: 'postgres' | 'pglite',
  serverUrl: string,
  prefix = 'bench',
): Promise<Scratch> {
  if (kind === 'postgres') {
    const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      kind,
      url: url.toString(),
      name,
      open: () => openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' }),
      async drop() {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const pgliteDir = path.join(dataDir, 'pglite');
  return {
    kind,
    dataDir,
    pgliteDir,
    open: () => openDatabase({ pgliteDir }),
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A copy of a PGlite scratch (PGlite serves one process: each server of the benchmark gets its own copy). */
export function copyPglite(scratch: Scratch, prefix = 'bench-copy'): Scratch {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(scratch.pgliteDir!, path.join(dataDir, 'pglite'), { recursive: true });
  const pgliteDir = path.join(dataDir, 'pglite');
  return {
    kind: 'pglite',
    dataDir,
    pgliteDir,
    open: () => openDatabase({ pgliteDir }),
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { migrateDatabase };

/**
 * `n` generated products in one generate_series INSERT (all indexes in place): twelve product kinds, each
 * with its category and subcategory; adjectives, sizes and brands vary independently. Titles end in
 * `M<i>`, so each is unique. Stock is `i % 300` (some out of stock).
 */
export function generatedProductsSql(n: number) {
  return sql`
  with v as (
    select array['Switch','Socket','Wire','Cable','Pipe','Elbow','Paint','Primer','LED Bulb','MCB','Tape','Valve'] as nouns,
           array['Switches','Switches','Wires & Cables','Wires & Cables','Pipes & Fittings','Pipes & Fittings','Paint','Paint','Lighting','Switchgear','Accessories','Plumbing'] as cats,
           array['Modular Switches','Sockets','House Wire','Flexible Cable','PVC Pipes','Elbows','Emulsion','Primer','Bulbs','MCBs','Insulation Tape','Ball Valves'] as subs,
           array['Modular','Heavy Duty','FR','PVC','CPVC','Copper','Waterproof','Premium','Economy','Industrial','Smart','Classic'] as adjs,
           array['6A','16A','1.5 sqmm','2.5 sqmm','20mm','25mm','1 inch','1L','4L','10L','9W','32A'] as sizes,
           array['Anchor','Havells','Polycab','Finolex','Supreme','Astral','Asian Paints','Berger','Philips','Syska','Legrand','Schneider',
                 'Crompton','Orient','Bajaj','Wipro','Prince','Ashirvad','Nerolac','Dulux','KEI','RR Kabel','GM','Hager'] as brands
  ), s as (
    select i, 1 + i % 12 as n, 1 + (i / 12) % 12 as a, 1 + (i / 144) % 12 as z, 1 + (i / 7 + i * 5) % 24 as b,
           1000 + (i * 7919) % 2000000 as sale
    from generate_series(1, ${n}) as i
  )
  insert into products (title, description, category, subcategory, brand, hsn, price_paise, sale_price_paise,
                        cgst_percent, sgst_percent, total_stock)
  select v.adjs[a] || ' ' || v.nouns[n] || ' ' || v.sizes[z] || ' M' || i,
         'Quality ' || lower(v.nouns[n]) || ' by ' || v.brands[b] || ' for home and commercial use. Model ' || i,
         v.cats[n], v.subs[n], v.brands[b], '8536', round(sale * 10000.0 / 11800)::int, sale, 9, 9, i % 300
  from s, v`;
}

export async function seedGeneratedProducts(database: Database, n: number): Promise<number> {
  const t0 = Date.now();
  await database.db.execute(generatedProductsSql(n));
  await database.db.execute(sql`analyze products`);
  return (Date.now() - t0) / 1000;
}

/**
 * The benchmark's floor: a bare Fastify (no hooks, no plugins, no logger, no validation) that runs the same
 * SQL as the shop for the same URLs, on the same database, and sends the rows' JSON as they come. What the
 * database, the driver and the HTTP stack allow; the shop's figures are printed as a ratio to it.
 *
 *   FLOOR_DATABASE_URL=postgres://… PORT=… npx tsx tests/load/bench/floor-server.ts
 *   FLOOR_PGLITE_DIR=/tmp/…/pglite PORT=… npx tsx tests/load/bench/floor-server.ts
 *
 * The SQL text of each distinct question is built once (with the repository's own builders) and kept: the
 * floor measures running it, not building it.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { splitNames, SORT_OPTIONS, type SortBy } from '../../../common/catalog-rules';
import type { Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { listPageSql, listQueries, productByIdSql } from '../../../server/modules/catalog/catalog.repository';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

let query: Query;
if (process.env.FLOOR_DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
  pool.on('error', () => {});
  query = async (text, params) => (await pool.query(text, params)).rows as Record<string, unknown>[];
} else {
  const client = await PGlite.create(process.env.FLOOR_PGLITE_DIR!, { extensions: { pg_trgm } });
  query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
}

// Only to build SQL text: never connected.
const builder = drizzle.mock({ schema }) as unknown as Db;
const dialect = new PgDialect();
const compiled = new Map<string, { text: string; params: unknown[] }>();
const compile = (key: string, make: () => SQL) => {
  let q = compiled.get(key);
  if (!q) {
    const { sql, params } = dialect.sqlToQuery(make());
    q = { text: sql, params };
    compiled.set(key, q);
  }
  return q;
};

const app = Fastify({ logger: false });

app.get('/api/health', async () => {
  await query('select 1', []);
  return { status: 'ok' };
});

app.get('/api/shop/products/get', async (request, reply) => {
  const q = request.query as Record<string, string | undefined>;
  const page = Number(q.page ?? 1);
  const limit = Number(q.limit ?? 24);
  const { text, params } = compile(request.url, () => {
    const sortBy = (SORT_OPTIONS as readonly string[]).includes(q.sortBy ?? '')
      ? (q.sortBy as SortBy)
      : 'price-lowtohigh';
    const filter = {
      category: splitNames(q.category),
      brand: splitNames(q.brand),
      subcategory: splitNames(q.subcategory),
    };
    return listPageSql(listQueries(builder, filter, sortBy, { offset: (page - 1) * limit, limit }));
  });
  const [row] = await query(text, params);
  reply.type('application/json; charset=utf-8');
  return `{"success":true,"data":${row.data as string},"pagination":{"page":${page},"limit":${limit},"total":${row.total as number}}}`;
});

app.get('/api/shop/products/get/:id', async (request, reply) => {
  const { text } = compile('product', () => productByIdSql('00000000-0000-0000-0000-000000000000'));
  const rows = await query(text, [(request.params as { id: string }).id]);
  if (!rows.length) return reply.status(404).send({ success: false, message: 'Product not found' });
  reply.type('application/json; charset=utf-8');
  return `{"success":true,"data":${rows[0].j as string}}`;
});

// The two statements of the categories answer (categories.repository.ts), rows sent as they come.
app.get('/api/common/categories/get', async (request) => {
  const kind = (request.query as { kind?: string }).kind;
  const cats = kind
    ? await query('select * from categories where kind = $1 order by kind, lower(name), id', [kind])
    : await query('select * from categories order by kind, lower(name), id', []);
  const subs = cats.length
    ? await query('select * from subcategories where category_id = any($1) order by lower(name), id', [
        cats.map((c) => c.id),
      ])
    : [];
  return { success: true, data: cats, subcategories: subs };
});

app.get('/api/common/settings/get', async () => {
  const [row] = await query('select * from site_settings where id = 1', []);
  return { success: true, data: row };
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`floor listening on ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));

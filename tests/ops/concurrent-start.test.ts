import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testConfig } from '../../server/config';
import { migrateDatabase, migrationsFolder, migrationsPending, openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { ensureAdmin } from '../../server/db/seed';
import {
  createPgDatabase,
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process';

// Decision 016: instances started together on one empty database (an autoscaler, a fresh deployment) take
// turns under advisory locks: one migrates, one seeds, one creates the admin; the others wait and find it done.
test('3 instances started at the same moment on one empty PostgreSQL database all become ready; migrations, seed and admin happen once', async () => {
  const db = await createPgDatabase();
  const servers: ServerProcess[] = [];
  try {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const started = await Promise.allSettled(
      ports.map((port) =>
        startServerProcess({
          port,
          env: { DATABASE_URL: db.url, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
          readyTimeoutMs: 120_000,
        }),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);

    for (const server of servers) {
      const res = await fetch(`${server.url}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready' });
    }

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const migrations = await client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows.map((r) => r.hash).sort()).toEqual(
        readMigrationFiles({ migrationsFolder })
          .map((m) => m.hash)
          .sort(),
      );
      const admins = await client.query<{ email: string }>("select email from users where role = 'admin'");
      expect(admins.rows).toEqual([{ email: 'owner@shop.test' }]);
      // One demo catalog (README: 92 products in 10 categories), not two: no title appears twice.
      const products = await client.query<{ n: number; titles: number }>(
        'select count(*)::int as n, count(distinct title)::int as titles from products',
      );
      expect(products.rows[0]).toEqual({ n: 92, titles: 92 });
      const categories = await client.query<{ n: number }>(
        "select count(*)::int as n from categories where kind = 'category'",
      );
      expect(categories.rows[0].n).toBe(10);
      const settings = await client.query<{ n: number }>('select count(*)::int as n from site_settings');
      expect(settings.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }

    // Each process says what it did: one created the admin and seeded, the others found them.
    const outputs = servers.map((s) => s.output());
    expect(outputs.filter((o) => o.includes('(password from ADMIN_PASSWORD)'))).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('(existing account)'))).toHaveLength(2);
    expect(outputs.filter((o) => o.includes('Demo customer:'))).toHaveLength(1);
    for (const o of outputs) expect(o).not.toMatch(/duplicate key|unique constraint/);

    const codes = await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    expect(codes).toEqual([0, 0, 0]);
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await db.drop();
  }
});

// The same, without the jitter of process start-up: three pools on one empty database migrate and create
// the admin at exactly the same moment (unlocked, drizzle's `create schema/table if not exists` collide
// with `duplicate key value violates unique constraint "pg_type_typname_nsp_index"`).
test('migrations and the admin bootstrap run at the same moment from 3 connection pools: each once, no error', async () => {
  const db = await createPgDatabase();
  const databases = await Promise.all(
    [0, 1, 2].map(() => openDatabase({ databaseUrl: db.url, pgliteDir: 'memory://' })),
  );
  try {
    await Promise.all(databases.map((d) => migrateDatabase(d)));
    for (const d of databases) expect(await migrationsPending(d)).toBe(0);
    const config = testConfig({ adminEmail: 'owner@shop.test', adminPassword: 'owner-password-1' });
    const admins = await Promise.all(databases.map((d) => ensureAdmin(d.db, config)));
    expect(admins.filter((a) => a.created)).toHaveLength(1);
    const rows = await databases[0].db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'));
    expect(rows).toEqual([{ email: 'owner@shop.test' }]);
    const applied = await databases[0].db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBe(
      readMigrationFiles({ migrationsFolder }).length,
    );
  } finally {
    await Promise.all(databases.map((d) => d.close()));
    await db.drop();
  }
});

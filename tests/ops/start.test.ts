import { expect, test } from 'vitest';
import { createPgDatabase, startServerProcess } from '../helpers/server-process';

test('a server process migrates a new, empty PostgreSQL database, serves, and exits 0 on SIGTERM', async () => {
  const db = await createPgDatabase();
  try {
    const server = await startServerProcess({ env: { DATABASE_URL: db.url } });
    const res = await fetch(`${server.url}/api/common/categories/get?kind=category`);
    expect(res.status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
  } finally {
    await db.drop();
  }
});

import pg from 'pg';

/** One statement on a PostgreSQL server as its superuser (create or drop a test database), on a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `the PostgreSQL server at ${new URL(serverUrl).host} does not answer: ${(err as Error).message}`,
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

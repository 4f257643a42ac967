// CI helper: `check` that PostgreSQL at 127.0.0.1:5432 answers, `create NAME` / `drop NAME` a database.
import pg from 'pg';

const [cmd, name] = process.argv.slice(2);
const url = process.env.CI_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (name && !/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  if (cmd === 'check') console.log((await client.query('select version()')).rows[0].version);
  else if (cmd === 'create') await client.query(`create database ${name}`);
  else if (cmd === 'drop') await client.query(`drop database if exists ${name} with (force)`);
  else throw new Error(`unknown command ${cmd}`);
} catch (err) {
  console.error(`PostgreSQL at ${url}: ${err.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

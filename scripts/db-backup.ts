// npm run db:backup [file] — a consistent copy of the embedded PGlite database (decision 017).
// PGlite is single-process: run it while the shop is stopped (it refuses while the shop holds the data dir).
// The copy is PGlite's own dump (a gzipped tar of the data dir), restored by `npm run db:restore <file>`.
// Uploaded images (DATA_DIR/uploads) are plain files: copy them with cp -a / rsync, at any time.
// PostgreSQL (DATABASE_URL): use pg_dump (README "Backups").
import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../server/config';
import { DataDirInUseError, openDatabase } from '../server/db/client';
import type { PGlite } from '@electric-sql/pglite';

const config = loadConfigOrExit();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g.\n  pg_dump --format=custom --file=shop.dump "$DATABASE_URL"',
  );
  process.exit(1);
}
if (!fs.existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
  console.error(
    `No PGlite database in ${config.pgliteDir} (DATA_DIR=${config.dataDir}): nothing to back up.`,
  );
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `shop-backup-${stamp}.tar.gz`);
if (fs.existsSync(file)) {
  console.error(`${file} exists; give another file name.`);
  process.exit(1);
}

try {
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  const pglite = (database as unknown as { pglite: PGlite }).pglite;
  // dumpDataDir runs a checkpoint and tars the data dir from inside PGlite: a consistent copy.
  const dump = await pglite.dumpDataDir('gzip');
  const tmp = `${file}.partial`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  await database.close();
  console.log(
    `Backed up ${config.pgliteDir} to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`,
  );
} catch (err) {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
}

// npm run db:restore <file> [--force] — puts a backup made by `npm run db:backup` in DATA_DIR/pglite
// (decision 017). Refuses a data dir that already holds a database unless --force; with --force the old one
// is kept beside it as pglite.before-restore-<time>. Run it while the shop is stopped.
// PostgreSQL (DATABASE_URL): use pg_restore (README "Backups").
import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../server/config';
import { DataDirInUseError, lockPgliteDir, openDatabase } from '../server/db/client';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));
const config = loadConfigOrExit();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g.\n  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" shop.dump',
  );
  process.exit(1);
}
if (!file || !fs.existsSync(file)) {
  console.error(`Usage: npm run db:restore <backup file> [--force]${file ? ` (${file} not found)` : ''}`);
  process.exit(1);
}

const dir = config.pgliteDir;
try {
  const occupied = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
  if (occupied) {
    if (!force) {
      console.error(
        `${dir} already holds a database; add --force to replace it (the old one is kept beside it).`,
      );
      process.exit(1);
    }
    // Not while the shop (or anything else) has it open.
    lockPgliteDir(dir)();
    const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dir, aside);
    console.log(`Moved the existing database to ${aside}`);
  }
  const database = await openDatabase({ pgliteDir: dir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await database.ping();
  await database.close();
  console.log(`Restored ${path.resolve(file)} into ${dir}`);
} catch (err) {
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
}

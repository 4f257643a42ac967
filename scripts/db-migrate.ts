// npm run db:migrate — applies pending migrations to the configured database (PGlite under DATA_DIR, or DATABASE_URL).
import { loadConfigOrExit } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrateDatabase(database);
await database.close();
console.log(`Migrated ${database.kind === 'postgres' ? 'PostgreSQL' : config.pgliteDir}`);

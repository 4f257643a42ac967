// npm run db:seed — migrates, then seeds the demo catalog and the admin when the database is empty.
import { loadConfigOrExit } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { ensureAdmin, seedDemo } from '../server/db/seed';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrateDatabase(database);
const result = await seedDemo(database.db, config);
const admin = await ensureAdmin(database.db, config);
await database.close();
console.log(
  result.seeded ? 'Seeded the demo catalog.' : 'The database already has a catalog; nothing seeded.',
);
if (result.customer?.generatedPassword)
  console.log(`Demo customer: ${result.customer.email} / ${result.customer.generatedPassword}`);
console.log(`Admin: ${admin.email}${admin.generatedPassword ? ` / ${admin.generatedPassword}` : ''}`);

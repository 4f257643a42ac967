// npm run images:to-db — copies the images under DATA_DIR/uploads into the database (the stored_files
// table), where STORAGE=database (the default on PostgreSQL) serves them at the same /uploads/<key> URLs.
// Safe to run again: images already in the database are left alone. On PGlite, run it while the shop is stopped.
import { loadConfigOrExit } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { copyUploadsToDatabase } from '../server/storage/uploads-to-database';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateDatabase(database);
  const report = await copyUploadsToDatabase(database.db, config.uploadsDir, config.publicUrl);
  console.log(
    `From ${config.uploadsDir}: ${report.copied} copied into the database, ${report.alreadyThere} already there, ${report.skipped.length} skipped.`,
  );
  for (const key of report.skipped) console.log(`  skipped (not a stored image): ${key}`);
  if (config.storage.driver !== 'database') {
    console.log(
      `Note: this shop uses STORAGE=${config.storage.driver}; set STORAGE=database to serve the images from the database.`,
    );
  }
} finally {
  await database.close();
}

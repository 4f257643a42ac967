// npm run mail:outbox — prints the newest mails kept by the dev outbox (when SMTP_URL is not set).
// PGlite allows one process at a time: run it while the shop is stopped (or on PostgreSQL).
import { desc } from 'drizzle-orm';
import { loadConfigOrExit } from '../server/config';
import { openDatabase } from '../server/db/client';
import { mailOutbox } from '../server/db/schema';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(10);
for (const m of rows.reverse()) {
  console.log(`--- ${m.createdAt.toISOString()} to ${m.to} [${m.status}]\nSubject: ${m.subject}\n\n${m.text}\n`);
}
if (!rows.length) console.log('The outbox is empty.');
await database.close();

// npm run mail:outbox — prints the newest mails in mail_outbox: the dev outbox's (when SMTP_URL is not set),
// and with SMTP_URL what was sent or failed, with the failed mails' tries and next retry.
// PGlite allows one process at a time: run it while the shop is stopped (or on PostgreSQL).
import { desc } from 'drizzle-orm';
import { loadConfigOrExit } from '../server/config';
import { openDatabase } from '../server/db/client';
import { mailOutbox } from '../server/db/schema';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(10);
for (const m of rows.reverse()) {
  // Failed mails say how often they were tried and when the retry sweeper tries next (or that it gave up).
  const tries =
    m.status === 'failed'
      ? `, ${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}, ${m.nextAttemptAt ? `next at ${m.nextAttemptAt.toISOString()}` : 'given up'}: ${m.error ?? ''}`
      : m.status === 'sent' && m.attempts > 1
        ? `, on try ${m.attempts}`
        : '';
  console.log(
    `--- ${m.createdAt.toISOString()} to ${m.to} [${m.status}${tries}]\nSubject: ${m.subject}\n\n${m.text}\n`,
  );
}
if (!rows.length) console.log('The outbox is empty.');
await database.close();

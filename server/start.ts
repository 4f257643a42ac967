import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { migrateDatabase, migrationsPending, openDatabase, pgliteDirExists } from './db/client';
import { ensureAdmin, isEmpty } from './db/seed';
import { isSeedChild, runSeedChild, seedDemoInChild, type SeedResult } from './db/seed-child';
import { ensureWebBuild } from './web-build';
import { mailStartupNotice, waitForPendingMail } from './mail/mailer';
import { handleShutdownSignals } from './lifecycle';
import { startSweeper } from './modules/orders';
import { startMailRetry } from './mail/retry';
import { startLowStockDigest } from './modules/admin-dashboard';
import { startWishlistAlerts } from './modules/wishlist';
import { startGiftCardExpiry } from './modules/giftcards';

/**
 * `npm start` (and `npm run dev` with `dev`): validate config, build the web app when stale, migrate, seed
 * an empty database, listen. In dev, Vite serves the web sources with hot reload and nothing is built.
 */
export async function startServer({ dev = false }: { dev?: boolean } = {}) {
  const config = loadConfigOrExit();
  // The child this start forks to seed an empty shop (server/db/seed-child.ts): it seeds and ends.
  if (isSeedChild()) return runSeedChild(config);

  const started = Date.now();
  if (!dev) await ensureWebBuild(config);
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      statementTimeoutMs: config.timeouts.dbStatementMs,
    });
  // A new PGlite data dir: the child creates the database, migrates and seeds it before this process opens it
  // at all (PGlite's first initdb touches WebAssembly memory that a closed instance does not give back: 212–218
  // MB at rest where a restart rests at 157).
  let seed: SeedResult = { seeded: false };
  if (config.seedDemo && !config.databaseUrl && !pgliteDirExists(config.pgliteDir))
    seed = await seedDemoInChild();
  let database = await open();
  // Under an advisory lock: any number of instances may start at once (decision 016).
  if (config.migrateOnStart) await migrateDatabase(database);
  else if (await migrationsPending(database)) {
    await database.close();
    console.error(
      'MIGRATE_ON_START=false and the database has migrations pending: run `npm run db:migrate` first.',
    );
    process.exit(1);
  }
  // An empty shop is seeded by a child process, so that drawing the demo's images leaves nothing in this one
  // (issue 49: it rested at 268–277 MB after seeding here, 154–159 restarted). PGlite's data dir has one
  // owner at a time: this process lets it go while the child seeds, then opens it again.
  if (config.seedDemo && !seed.seeded && (await isEmpty(database.db))) {
    if (database.kind === 'pglite') await database.close();
    seed = await seedDemoInChild();
    if (database.kind === 'pglite') database = await open();
  }
  const admin = await ensureAdmin(database.db, config);

  const app = await buildApp(config, { database, dev });
  // Assigned after listen (Fastify takes no hooks then), read by the onClose hook registered before it.
  // eslint-disable-next-line prefer-const
  let sweeper: ReturnType<typeof startSweeper> | undefined;
  let mailSweepers: { stop(): Promise<void> }[] = [];
  // After the requests in flight: the sweep under way and the mail they queued, then the database.
  app.addHook('onClose', async () => {
    await sweeper?.stop();
    await Promise.all(mailSweepers.map((s) => s.stop()));
    await waitForPendingMail();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  // Releases stock held by orders left unpaid past ORDER_RESERVATION_MINUTES; safe with several instances.
  sweeper = startSweeper(app, config.sweepSeconds * 1000);
  // Failed mails tried again on their schedule (server/mail/retry.ts), and the owner's low-stock digest once
  // a day at the hour Settings gives, and the wishlist alerts every 30 s; all safe with several instances.
  // Gift cards past their expiry have their balance written off once an hour (decision 033).
  mailSweepers = [
    startMailRetry(app),
    startLowStockDigest(app),
    startWishlistAlerts(app),
    startGiftCardExpiry(app),
  ];
  handleShutdownSignals(app, config.shutdown);
  app.lifecycle.markReady();

  const lines = [
    '',
    `  Shop:   ${config.publicUrl}/shop/home`,
    `  Admin:  ${config.publicUrl}/admin/dashboard`,
    `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`}`,
    `  Admin login: ${admin.email}${admin.generatedPassword ? ` / ${admin.generatedPassword}  (generated now; shown once)` : admin.created ? ' (password from ADMIN_PASSWORD)' : ' (existing account)'}`,
  ];
  if (seed.seeded && 'customer' in seed && seed.customer?.generatedPassword) {
    lines.push(`  Demo customer: ${seed.customer.email} / ${seed.customer.generatedPassword}  (shown once)`);
  }
  lines.push(`  ${mailStartupNotice(config)}`);
  const { provider, phonepe } = config.payment;
  const webhooksOff = provider === 'phonepe' && !(phonepe.webhookUsername && phonepe.webhookPassword);
  const payments =
    provider === 'simulator'
      ? 'simulator (no money moves)'
      : webhooksOff
        ? 'phonepe (webhooks refused: set PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD)'
        : 'phonepe';
  lines.push(`  Payments: ${payments}`, `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`, '');
  console.log(lines.join('\n'));
}

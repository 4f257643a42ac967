import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { ensureAdmin, seedDemo } from './db/seed';
import { ensureWebBuild } from './web-build';
import { mailStartupNotice } from './mail/mailer';
import { startSweeper } from './modules/orders/reservation-sweeper';

/**
 * `npm start` (and `npm run dev` with `dev`): validate config, build the web app when stale, migrate, seed
 * an empty database, listen. In dev, Vite serves the web sources with hot reload and nothing is built.
 */
export async function startServer({ dev = false }: { dev?: boolean } = {}) {
  const config = loadConfigOrExit();

  const started = Date.now();
  if (!dev) await ensureWebBuild(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrateDatabase(database);
  const seed = config.seedDemo ? await seedDemo(database.db, config) : { seeded: false };
  const admin = await ensureAdmin(database.db, config);

  const app = await buildApp(config, { database, dev });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: config.port, host: config.host });
  // Releases stock held by orders left unpaid past ORDER_RESERVATION_MINUTES; safe with several instances.
  const sweeper = startSweeper(app);

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
  const payments = provider === 'simulator' ? 'simulator (no money moves)' : webhooksOff ? 'phonepe (webhooks refused: set PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD)' : 'phonepe';
  lines.push(`  Payments: ${payments}`, `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`, '');
  console.log(lines.join('\n'));

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await sweeper.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { startServerProcess } from '../helpers/server-process';
import { call, loginAdmin, newCustomer, orderBody, seedProducts } from '../helpers/shop-client';

/** npm run db:backup / db:restore on PGlite (decision 017): refused while the shop runs; restored data serves. */

const ROOT = path.resolve(import.meta.dirname, '../..');

function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}`, ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

test('back up a stopped shop, restore it into a new DATA_DIR, and serve the same data from it', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  const file = path.join(work, 'shop.tar.gz');
  let server = await startServerProcess();
  try {
    const admin = await loginAdmin(server.url);
    const [productId] = await seedProducts(server.url, admin, [20]);
    const customer = await newCustomer(server.url, 0);
    await call(server.url, 'POST', '/api/shop/cart/add', {
      cookie: customer.cookie,
      json: { userId: customer.userId, productId, quantity: 2 },
    });
    const order = await call<{ orderId: string }>(server.url, 'POST', '/api/shop/order/create', {
      cookie: customer.cookie,
      json: orderBody(customer),
    });
    expect(order.status).toBe(200);

    // While the shop runs, the data dir is its own: the backup refuses, and writes nothing.
    const refused = await runScript('db-backup.ts', [file], server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/in use by process \d+ \(is the shop running\?\)/);
    expect(fs.existsSync(file)).toBe(false);

    expect(await server.stop('SIGTERM')).toBe(0);
    const backup = await runScript('db-backup.ts', [file], server.dataDir);
    expect(backup.out).toMatch(/Backed up/);
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const restoredDir = path.join(work, 'restored');
    const restore = await runScript('db-restore.ts', [file], restoredDir);
    expect(restore.out).toMatch(/Restored/);
    expect(restore.code).toBe(0);

    // A second restore onto a data dir that holds a database is refused without --force, and changes nothing.
    const marker = fs.statSync(path.join(restoredDir, 'pglite', 'PG_VERSION')).mtimeMs;
    const again = await runScript('db-restore.ts', [file], restoredDir);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already holds a database; add --force/);
    expect(fs.statSync(path.join(restoredDir, 'pglite', 'PG_VERSION')).mtimeMs).toBe(marker);
    const forced = await runScript('db-restore.ts', [file, '--force'], restoredDir);
    expect(forced.code).toBe(0);
    expect(fs.readdirSync(restoredDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);

    server = await startServerProcess({ dataDir: restoredDir });
    const details = await call<{ data: { _id: string } }>(
      server.url,
      'GET',
      `/api/shop/order/details/${order.body.orderId}`,
      {
        cookie: customer.cookie,
      },
    );
    expect(details.status).toBe(200);
    expect(details.body.data._id).toBe(order.body.orderId);
    const product = await call<{ data: { totalStock: number } }>(
      server.url,
      'GET',
      `/api/shop/products/get/${productId}`,
    );
    expect(product.body.data.totalStock).toBe(18);
  } finally {
    await server.stop('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test('restore without a file, or of a file that does not exist, says how to use it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    const none = await runScript('db-restore.ts', [], dir);
    expect(none.code).toBe(1);
    expect(none.out).toMatch(/Usage: npm run db:restore <backup file> \[--force\]/);
    const missing = await runScript('db-restore.ts', [path.join(dir, 'nope.tar.gz')], dir);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/not found/);
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

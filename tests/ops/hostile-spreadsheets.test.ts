import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CATALOG_COLUMNS } from '../../common/contracts/catalog-io';
import { FILE_MESSAGES } from '../../server/modules/admin-products/catalog-io/file-messages';
import { blankRowsWorkbook, longTextsWorkbook, multipartFile, xlsxFile } from '../helpers/catalog-files';
import { createPgDatabase, startServerProcess } from '../helpers/server-process';
import { loginAdmin } from '../helpers/shop-client';

/**
 * Hostile spreadsheets against the shop as production runs it (`node dist/app/main.js` with npm start's memory
 * flags: a heap of at most 256 MB). Before, a 300 kB workbook whose sheet held 300 MB of blanks, or one with
 * 250,000 shared texts of 1,000 letters, ran the one process out of heap (and the first left a 314 MB file in
 * the temp folder), and a CSV of ten million columns left it holding 588 MB. Each is now a 400 in the owner's
 * words, the process keeps serving, nothing is left in its temp folder and its memory stays where it was.
 */

/** What the server may hold after the three uploads beyond what it held before them. */
const RSS_GROWTH_MAX_MB = 40;

// The server's own temp folder (TMPDIR), to see what it leaves there.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ops-tmp-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

test('hostile workbooks and a 10-million-column CSV get 400s, and the shop goes on serving', async () => {
  // On PostgreSQL: the server starts in half the time it takes on a new PGlite.
  const db = await createPgDatabase();
  const server = await startServerProcess({ env: { TMPDIR: tmp, DATABASE_URL: db.url } });
  try {
    const cookie = await loginAdmin(server.url);
    const upload = async (bytes: Buffer, filename: string) => {
      const { payload, headers } = multipartFile(bytes, filename);
      const res = await fetch(`${server.url}/api/admin/products/import?dryRun=true`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
    };
    // One honest workbook first, so that the readers are loaded before memory is measured.
    const honest = await upload(await xlsxFile([]), 'products.xlsx');
    expect(honest.status, honest.body.message).toBe(200);
    const before = rssMb(server.child.pid!);

    const hostile: [string, Buffer, string, string][] = [
      [
        '300 MB of blanks',
        blankRowsWorkbook(),
        'rate-card.xlsx',
        FILE_MESSAGES.partTooLarge('its first sheet'),
      ],
      [
        '250,000 texts of 1,000 letters',
        longTextsWorkbook(),
        'rate-card.xlsx',
        FILE_MESSAGES.partTooLarge('the part holding its texts'),
      ],
      [
        'ten million columns',
        Buffer.from(`${CATALOG_COLUMNS.join(',')}\r\n${','.repeat(10_000_000)}\r\n`),
        'rate-card.csv',
        FILE_MESSAGES.tooManyCells(2),
      ],
    ];
    for (const [what, bytes, filename, message] of hostile) {
      const res = await upload(bytes, filename);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual({ success: false, message });
    }

    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const listing = await fetch(`${server.url}/shop/listing`);
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain('All Products');
    expect(fs.readdirSync(tmp)).toEqual([]);
    const after = rssMb(server.child.pid!);
    console.info(`RSS before the hostile files ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
    expect(after - before).toBeLessThan(RSS_GROWTH_MAX_MB);
    expect(await server.stop('SIGTERM')).toBe(0);
  } finally {
    await server.stop('SIGKILL');
    await db.drop();
  }
});

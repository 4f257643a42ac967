import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client';
import { storedFiles } from '../server/db/schema';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-images-to-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function command() {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STORAGE: '',
    S3_URL: '',
    LOG_LEVEL: 'silent',
  };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/images-to-db.ts'], {
    env,
    cwd: path.resolve(import.meta.dirname, '..'),
  });
  return stdout;
}

// npm run images:to-db as a shop runs it: on the PGlite under DATA_DIR, twice.
it(
  'copies DATA_DIR/uploads into stored_files, reports counts, and copies nothing the second time',
  { timeout: 60_000 },
  async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads', 'seed'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'img-1.png'), Buffer.from('png bytes'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'seed', 'slide-1.webp'), Buffer.from('webp bytes'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'img-2.png.a1b2.tmp'), Buffer.from('half'));

    const first = await command();
    expect(first).toContain('2 copied into the database, 0 already there, 1 skipped.');
    expect(first).toContain('skipped (not a stored image): img-2.png.a1b2.tmp');
    expect(first).toContain('set STORAGE=database');
    const second = await command();
    expect(second).toContain('0 copied into the database, 2 already there, 1 skipped.');

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(storedFiles).orderBy(storedFiles.key);
      expect(rows.map((r) => [r.key, r.contentType, r.bytes.toString()])).toEqual([
        ['img-1.png', 'image/png', 'png bytes'],
        ['seed/slide-1.webp', 'image/webp', 'webp bytes'],
      ]);
    } finally {
      await database.close();
    }
  },
);

import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client';
import { DatabaseStorage } from './database-storage';
import { contentTypeOfKey, isSafeKey } from './storage';

export interface MoveReport {
  /** Files written to the database now. */
  copied: number;
  /** Files whose key the database already held (an earlier run): left as they are. */
  alreadyThere: number;
  /** Files that are not images the shop wrote: half-written temporaries (`*.tmp`) and unsafe names. */
  skipped: string[];
}

async function* filesUnder(root: string, dir = ''): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, dir), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) yield* filesUnder(root, rel);
    else if (e.isFile()) yield rel;
  }
}

/**
 * `npm run images:to-db`: copies every file under the uploads folder into the stored_files table under the
 * same key, so `${PUBLIC_URL}/uploads/<key>` stays the image's URL once the shop serves from the database.
 * Idempotent: a key already in the table is left alone (keys are never reused, so it holds the same bytes).
 * The files on disk are kept, so going back to STORAGE=local loses nothing; remove the folder when done.
 */
export async function copyUploadsToDatabase(
  db: DbOrTx,
  uploadsDir: string,
  publicUrl: string,
): Promise<MoveReport> {
  const storage = new DatabaseStorage(db, `${publicUrl}/uploads`);
  const report: MoveReport = { copied: 0, alreadyThere: 0, skipped: [] };
  for await (const key of filesUnder(path.resolve(uploadsDir))) {
    if (key.endsWith('.tmp') || !isSafeKey(key)) {
      report.skipped.push(key);
      continue;
    }
    if (await storage.exists(key)) {
      report.alreadyThere++;
      continue;
    }
    await storage.put(key, await fs.readFile(path.join(uploadsDir, key)), contentTypeOfKey(key));
    report.copied++;
  }
  return report;
}

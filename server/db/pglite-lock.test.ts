import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirInUseError, lockPgliteDir } from './client';

/** One process per PGlite data dir (decision 017). */

const dirs: string[] = [];
function tempDir() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-')), 'pglite');
  dirs.push(path.dirname(dir));
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

it('takes the lock with its pid and gives it back', () => {
  const dir = tempDir();
  const unlock = lockPgliteDir(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  unlock();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});

it('refuses a dir whose owner is alive, naming it, and leaves its lock alone', () => {
  const dir = tempDir();
  fs.writeFileSync(`${dir}.lock`, String(process.ppid)); // the test runner's parent: alive
  expect(() => lockPgliteDir(dir)).toThrow(DataDirInUseError);
  expect(() => lockPgliteDir(dir)).toThrow(`in use by process ${process.ppid}`);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
});

it('takes over a lock left by a process that is gone (killed, crashed)', () => {
  const dir = tempDir();
  const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
  fs.writeFileSync(`${dir}.lock`, String(gone));
  const unlock = lockPgliteDir(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  unlock();
});

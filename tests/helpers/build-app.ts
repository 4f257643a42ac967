import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The operations tests run what production runs: the web build and the compiled server (dist/app), built
 * once per run, and only the parts missing or older than their sources (scripts/build.mjs, as `npm start`).
 */
export default function setup() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

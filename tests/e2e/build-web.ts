import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INDEX = path.join(ROOT, 'dist/web/index.html');
const SOURCES = ['web', 'common', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const rel = path.join(target, entry.name);
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(rel));
  }
  return newest;
}

/** Builds the web app (npx vite build → dist/web) only when it is missing or older than its sources. */
export default function setup() {
  const built = fs.existsSync(INDEX) ? fs.statSync(INDEX).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built >= sources) return;
  console.log(`[e2e] building the web app (${built ? 'stale' : 'missing'}: dist/web)…`);
  execSync('npx vite build', { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

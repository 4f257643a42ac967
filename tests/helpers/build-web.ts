import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The files each build writes: the client's manifest and the server renderer's entry.
const BUILT = [
  path.join(ROOT, 'dist/web/.vite/manifest.json'),
  path.join(ROOT, 'dist/server/entry-server.js'),
];
const SOURCES = [
  'web',
  'common',
  'vite.config.ts',
  'scripts/first-load-chunk.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];

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

/** Builds the web app (npm run build → dist/web and dist/server) only when it is missing or older than its sources. */
export default function setup() {
  const built = Math.min(...BUILT.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built >= sources) return;
  console.log(`[e2e] building the web app (${built ? 'stale' : 'missing'}: dist/web, dist/server)…`);
  // NODE_ENV=production: the test runner's NODE_ENV=test would make Vite bundle React's development build.
  execSync('npx vite build && npx vite build --ssr', {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

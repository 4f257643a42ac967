import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/** Newest modification time of the files below a folder (or of a file). */
function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The files a build writes last: the client's manifest and the server entry. */
const builtFiles = (config: AppConfig) => [
  path.join(config.webDistDir, '.vite', 'manifest.json'),
  path.join(config.ssrDir, 'entry-server.js'),
];

/** True when dist/web or dist/server is missing or older than any web source, common code or build config. */
export function webBuildIsStale(config: AppConfig, root = process.cwd()): boolean {
  const built = builtFiles(config);
  if (!built.every((f) => fs.existsSync(f))) return true;
  const builtAt = Math.min(...built.map((f) => fs.statSync(f).mtimeMs));
  const sources = ['web', 'common', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  return sources.some((s) => newestMtime(s) > builtAt);
}

/**
 * Builds the web app when it is stale, so a server started on changed sources serves the current UI. `npm
 * start` has already built it (scripts/build.mjs --if-stale); this is for `node dist/app/main.js` run by hand.
 * The build runs in a child process that ends: Vite and Rolldown loaded here would stay in the server's memory
 * for its whole life (about 400 MB).
 */
export async function ensureWebBuild(config: AppConfig): Promise<void> {
  if (!webBuildIsStale(config)) return;
  if (!fs.existsSync(path.resolve('web/src/entry-client.tsx'))) return;
  console.log('Building the web app…');
  // scripts/build.mjs writes dist/web and dist/server: config.webDistDir and config.ssrDir.
  const build = spawnSync(process.execPath, [path.resolve('scripts/build.mjs'), 'web'], { stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error(`Building the web app failed (exit ${build.status ?? build.signal})`);
}

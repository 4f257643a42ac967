import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/** Newest modification time of the files below a folder (or of a file). */
function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
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
 * Builds the web app with Vite when it is stale (for browsers, then for the server's renderer), so
 * `npm start` on a fresh clone serves the current UI.
 */
export async function ensureWebBuild(config: AppConfig): Promise<void> {
  if (!webBuildIsStale(config)) return;
  if (!fs.existsSync(path.resolve('web/src/entry-client.tsx'))) return;
  console.log('Building the web app…');
  const { build } = await import('vite');
  const configFile = path.resolve('vite.config.ts');
  await build({ configFile, logLevel: 'warn', build: { outDir: config.webDistDir } });
  await build({ configFile, logLevel: 'warn', build: { ssr: true, outDir: config.ssrDir } });
}

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

/** True when dist/web is missing or older than any web source, common code or build config. */
export function webBuildIsStale(config: AppConfig, root = process.cwd()): boolean {
  const built = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = ['web', 'common', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  return sources.some((s) => newestMtime(s) > builtAt);
}

/** Builds the web app with Vite when it is stale, so `npm start` on a fresh clone serves the current UI. */
export async function ensureWebBuild(config: AppConfig): Promise<void> {
  if (!webBuildIsStale(config)) return;
  if (!fs.existsSync(path.resolve('web/index.html'))) return;
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: config.webDistDir } });
}

// `npm run build` (and, with --if-stale, `npm start` and the operations tests' global setup): builds what
// production runs, in plain JavaScript, so that the server is started as `node dist/app/main.js` with no
// TypeScript compiled at run time (decision 022).
//
//   web     Vite: dist/web for browsers, dist/server for the server's page renderer (vite.config.ts).
//   server  esbuild: server/main.ts and everything it imports (common/ included) bundled into
//           dist/app/server.js, ESM for Node 20, packages external (imported from node_modules at run time),
//           with a source map; dist/app/main.js turns source maps on for stack traces and imports it.
//           The SQL migrations are copied beside it (dist/app/migrations), where server/db/client.ts looks
//           for them relative to its own file; server/fonts (the invoices' Devanagari font) likewise.
//
// Usage: node scripts/build.mjs [--if-stale] [web|server]…   (no part named: both)
// Plain JavaScript on purpose: `npm start` runs it with bare node before exec'ing the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each part writes (the newest of its run's files) and the sources it is built from. */
export const PARTS = {
  web: {
    outputs: ['dist/web/.vite/manifest.json', 'dist/server/entry-server.js'],
    sources: [
      'web',
      'common',
      'vite.config.ts',
      'scripts/precompress.ts',
      'scripts/first-load-chunk.ts',
      'package-lock.json',
    ],
  },
  server: {
    outputs: ['dist/app/main.js', 'dist/app/server.js', 'dist/app/migrations/meta/_journal.json'],
    sources: ['server', 'common', 'tsconfig.json', 'scripts/build.mjs', 'package-lock.json'],
  },
};

/** Newest modification time below a path, leaving out tests, dotfiles and node_modules (0 when absent). */
function newestMtime(full) {
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(full, entry.name)));
  }
  return newest;
}

/** Why a part must be built ('missing', 'stale'), or null when its build is newer than all its sources. */
export function staleness(part, root = ROOT) {
  const { outputs, sources } = PARTS[part];
  const at = (p) => path.join(root, p);
  const built = outputs.map((f) => (fs.existsSync(at(f)) ? fs.statSync(at(f)).mtimeMs : 0));
  if (built.includes(0)) return 'missing';
  const builtAt = Math.min(...built);
  return sources.some((s) => newestMtime(at(s)) > builtAt) ? 'stale' : null;
}

/** quiet: warnings only (`npm start`, tests); else Vite's usual report of the files and their sizes. */
const at = (...p) => path.join(ROOT, ...p);

export async function buildWeb({ quiet = false } = {}) {
  // Vite bundles React's development build when NODE_ENV says so (the test runner sets `test`).
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    const configFile = at('vite.config.ts');
    const logLevel = quiet ? 'warn' : 'info';
    await build({ configFile, logLevel });
    await build({ configFile, logLevel, build: { ssr: true } });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

export async function buildServer() {
  const { build } = await import('esbuild');
  const outDir = at('dist/app');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: { server: 'server/main.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Read at run time relative to server/db/client.ts, which is now dist/app/server.js.
  // (drizzle reads meta/_journal.json and the .sql files; drizzle-kit's snapshots stay behind.)
  fs.cpSync(at('server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
    filter: (src) => !src.endsWith('_snapshot.json'),
  });
  // The Devanagari font of the invoices' Hindi product names, read at run time beside the bundle.
  fs.cpSync(at('server/fonts'), path.join(outDir, 'fonts'), { recursive: true });
  // Source maps stay off at run time: on, Node keeps the maps of every package it loads (about 40 MB of the
  // server's heap). The bundle is not minified and names each module's file in a comment, so a stack
  // trace's line in dist/app/server.js reads as it is; for server/….ts lines, run with
  // NODE_OPTIONS=--enable-source-maps (dist/app/server.js.map is written beside the bundle).
  fs.writeFileSync(
    path.join(outDir, 'main.js'),
    "// The shop's server (`node dist/app/main.js`), built by scripts/build.mjs from server/main.ts.\n" +
      "await import('./server.js');\n",
  );
}

const BUILDERS = { web: buildWeb, server: buildServer };

async function main(args) {
  const ifStale = args.includes('--if-stale');
  const named = args.filter((a) => a in PARTS);
  for (const part of named.length ? named : Object.keys(PARTS)) {
    const why = ifStale ? staleness(part) : 'asked';
    if (!why) continue;
    const started = Date.now();
    if (ifStale) console.log(`Building the ${part} (${why})…`);
    await BUILDERS[part]({ quiet: ifStale });
    console.log(`Built the ${part} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  freePort,
  SERVER_ENTRY,
  SERVER_NODE_FLAGS,
  SERVER_PROCESS_ENV,
  serverEnv,
} from '../helpers/server-process';

// Decision 022: `npm start` runs the compiled server as one `node` process (npm's shell execs it), with no
// TypeScript compiled at run time: no tsx, no loader, no wrapper left running beside it.

const ROOT = path.resolve(import.meta.dirname, '../..');

const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const exe = (pid: number) => fs.readlinkSync(`/proc/${pid}/exe`);
const environ = (pid: number) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
const nodeOptions = (pid: number) =>
  environ(pid)
    .find((v) => v.startsWith('NODE_OPTIONS='))
    ?.slice('NODE_OPTIONS='.length) ?? '';

/** Every process below pid (children, their children…), from /proc/<pid>/stat's parent field. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== p) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const TS_AT_RUN_TIME = /tsx|\.ts$|^--import|^--loader|^--experimental-loader|^--require$|^-r$/;

test.skipIf(process.platform !== 'linux')(
  '`npm start` on a fresh build runs `node dist/app/main.js` as one process, with no TypeScript loader and no other node under it',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    const port = await freePort();
    // Its own process group, so that the cleanup stops whatever npm started.
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Without the process environment the tests' servers get: npm start must set it itself.
      env: Object.fromEntries(
        Object.entries(serverEnv(port, dataDir)).filter(([k]) => !(k in SERVER_PROCESS_ENV)),
      ),
    });
    let out = '';
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    try {
      let healthy = false;
      for (
        const deadline = Date.now() + 90_000;
        Date.now() < deadline && npm.exitCode === null && !healthy;
      ) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 250));
      }
      expect(healthy, out).toBe(true);

      // The global setup built everything just now: a fresh build is not built again.
      expect(out).not.toMatch(/Building the/);

      // Under npm, one process: the server itself (the shell npm ran has exec'd node, no tsx beside it).
      const below = descendants(npm.pid!);
      expect(
        below.map((pid) => cmdline(pid).join(' ')),
        out,
      ).toHaveLength(1);
      const server = below[0];
      const argv = cmdline(server);
      expect(path.basename(exe(server))).toMatch(/^node/);
      expect(argv.slice(1)).toEqual([...SERVER_NODE_FLAGS, SERVER_ENTRY]);
      expect(argv.filter((a) => TS_AT_RUN_TIME.test(a))).toEqual([]);
      expect(nodeOptions(server)).not.toMatch(/tsx|--import|--loader|--require|-r /);
      for (const [k, v] of Object.entries(SERVER_PROCESS_ENV)) expect(environ(server)).toContain(`${k}=${v}`);
      expect(fs.existsSync(path.join(ROOT, SERVER_ENTRY))).toBe(true);
      // PGlite and sharp run inside it: nothing below the server.
      expect(descendants(server)).toEqual([]);

      // And that process is the shop.
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-npm.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

test('the systemd unit and `npm start` both start node on the compiled server', () => {
  const unit = fs.readFileSync(path.join(ROOT, 'deploy/shop.service'), 'utf8');
  expect(unit.match(/^ExecStart=(.*)$/m)?.[1]).toBe(
    `/usr/bin/node ${[...SERVER_NODE_FLAGS, SERVER_ENTRY].join(' ')}`,
  );
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const env = Object.entries(SERVER_PROCESS_ENV).map(([k, v]) => `${k}=${v}`);
  expect(
    pkg.scripts.start.endsWith(
      `&& exec env ${env.join(' ')} node ${[...SERVER_NODE_FLAGS, SERVER_ENTRY].join(' ')}`,
    ),
  ).toBe(true);
  for (const e of env) expect(unit).toContain(`\nEnvironment=${e}\n`);
  expect(pkg.scripts.build).toBe('node scripts/build.mjs');
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import {
  createPgDatabase,
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../helpers/server-process';

// Decision 016: nginx (deploy/nginx.conf, as the deployment guide installs it) in front of two instances
// configured as deploy/shop.env.example says; the instances restart one after the other while clients keep
// sending requests, and not one of those requests fails.

const ROOT = path.resolve(import.meta.dirname, '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** The guide's environment file (deploy/shop.env.example) as a map. */
function guideEnv(): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, 'deploy/shop.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((l) => /^[A-Z]/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

/** deploy/nginx.conf with the test's ports and paths, inside a minimal main configuration. */
function nginxConfig(prefix: string, listenPort: number, upstreamPorts: number[]): string {
  let site = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const servers = [...site.matchAll(/^\s*server 127\.0\.0\.1:\d+(.*);$/gm)];
  expect(servers.length).toBeGreaterThanOrEqual(2);
  const options = servers[0][1];
  site = site.replace(/^\s*server 127\.0\.0\.1:\d+.*;\n/gm, '');
  site = site.replace(
    /upstream shop \{\n/,
    `upstream shop {\n${upstreamPorts.map((p) => `  server 127.0.0.1:${p}${options};\n`).join('')}`,
  );
  expect(site).toMatch(/^\s*listen 80;$/m);
  site = site
    .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${listenPort};`)
    .replace(/^\s*listen \[::\]:80;$/m, '');
  site = site
    .replaceAll('/var/log/nginx/', `${prefix}/logs/`)
    .replaceAll('/opt/shop/current/dist/web', path.join(ROOT, 'dist/web'));
  return `
worker_processes 1;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${site}
}
`;
}

async function startNginx(
  prefix: string,
  port: number,
): Promise<{ child: ChildProcess; output: () => string }> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', `daemon off; pid ${prefix}/nginx.pid;`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, output: () => out };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(
    `nginx did not start:\n${out}\n${fs.existsSync(`${prefix}/logs/error.log`) ? fs.readFileSync(`${prefix}/logs/error.log`, 'utf8') : ''}`,
  );
}

test('nginx in front of 2 instances: a rolling restart fails no request; request ids and X-Forwarded-For go through', async () => {
  const guide = guideEnv();
  const db = await createPgDatabase();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  for (const dir of ['logs', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
    fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  // Started as root (CI), nginx's workers run as an unprivileged user: they must reach the prefix and write its temp dirs.
  fs.chmodSync(prefix, 0o755);
  for (const dir of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
    fs.chmodSync(path.join(prefix, dir), 0o777);
  const env = {
    DATABASE_URL: db.url,
    // As the guide sets them: nginx on the same host is the one proxy believed; the shop's public address.
    TRUST_PROXY: guide.TRUST_PROXY,
    PUBLIC_URL: guide.PUBLIC_URL,
    SHUTDOWN_DELAY_SECONDS: guide.SHUTDOWN_DELAY_SECONDS,
    // The guide takes PhonePe; no payment is made here.
    ALLOW_SIMULATOR: 'true',
  };
  const servers: ServerProcess[] = [];
  let nginx: { child: ChildProcess; output: () => string } | undefined;
  try {
    servers.push(await startServerProcess({ env }));
    servers.push(await startServerProcess({ env }));
    const port = await freePort();
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      nginxConfig(
        prefix,
        port,
        servers.map((s) => s.port),
      ),
    );
    nginx = await startNginx(prefix, port);
    const base = `http://127.0.0.1:${port}`;

    // Request ids: nginx's own, in its log, the instance's log and the answer; a client's X-Request-Id is not
    // believed (no outer balancer is listed in the config).
    let res = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'client-id-42' } });
    const replacedId = res.headers.get('x-request-id');
    expect(replacedId).toMatch(/^[0-9a-f]{32}$/);
    res = await fetch(`${base}/api/common/categories/get?kind=category`);
    expect(res.status).toBe(200);
    const nginxId = res.headers.get('x-request-id');
    expect(nginxId).toMatch(/^[0-9a-f]{32}$/);

    // Security review: a password-reset link through nginx leaves no working code in its access log.
    const code = 'Zq7rXw2Kp9LmN4vB8sYt1Q';
    const resetPaths = [
      `/auth/reset-password?email=owner%40shop.test&code=${code}`,
      `/auth/reset-password?CODE=${code}&email=owner%40shop.test`,
      `/shop/home?x=1;token=${code}`,
      `/api/auth/password/confirm-reset?otp=${code}`,
    ];
    for (const p of resetPaths) await fetch(`${base}${p}`, { redirect: 'manual' });
    await new Promise((r) => setTimeout(r, 300));
    const accessText = fs.readFileSync(path.join(prefix, 'logs/shop.access.log'), 'utf8');
    const access = accessText
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(access.some((l) => l.request_id === replacedId && l.uri === '/api/health')).toBe(true);
    expect(access.some((l) => l.request_id === 'client-id-42')).toBe(false);
    expect(
      access.some((l) => l.request_id === nginxId && l.uri === '/api/common/categories/get?kind=category'),
    ).toBe(true);
    expect(accessText).not.toContain(code);
    expect(accessText).not.toContain('owner%40shop.test');
    expect(access.filter((l) => String(l.uri).endsWith('?[redacted]')).map((l) => l.uri)).toEqual([
      '/auth/reset-password?[redacted]',
      '/auth/reset-password?[redacted]',
      '/shop/home?[redacted]',
      '/api/auth/password/confirm-reset?[redacted]',
    ]);

    // X-Forwarded-For: the instance takes the address nginx appended to the chain, not the one the client wrote first.
    res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      body: JSON.stringify({ email: 'owner@shop.test', password: 'owner-password-1' }),
    });
    expect(res.status).toBe(200);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const session = await client.query<{ ip: string }>(
      'select ip from sessions order by created_at desc limit 1',
    );
    await client.end();
    expect(session.rows[0].ip).toBe('203.0.113.7');

    // The body limit matches the upload limit: 6 MiB passes nginx (the app answers), one byte more is 413 from nginx.
    const upload = (size: number) =>
      fetch(`${base}/api/admin/images/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(size),
      });
    const atLimit = await upload(6 * 1024 * 1024);
    expect(atLimit.status, fs.readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')).not.toBe(413);
    // The instance answered it (its JSON error and request id header), not nginx.
    expect(atLimit.headers.get('x-request-id')).toBeTruthy();
    expect(atLimit.headers.get('content-type')).toMatch(/application\/json/);
    const tooLarge = await upload(6 * 1024 * 1024 + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('server')).toMatch(/nginx/);

    // Hashed build files: from disk, precompressed, cached for a year.
    // The framework chunk (React): always past the 1 KiB under which files are not precompressed
    // (scripts/precompress.ts); the entries themselves are a line each (decision 026).
    const manifest = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'dist/web/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const asset = Object.values(manifest).find((e) => /\/framework-[\w-]+\.js$/.test(e.file))!.file;
    res = await fetch(`${base}/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Clients loop while the instances restart one by one.
    const failures: string[] = [];
    let sent = 0;
    let running = true;
    const targets: [string, string][] = [
      ['GET', '/api/common/categories/get?kind=category'],
      ['GET', '/api/health'],
      ['GET', '/api/common/feature/get'],
      ['HEAD', '/api/health'],
      ['GET', '/api/shop/products/get?page=1'],
    ];
    const loop = async (worker: number) => {
      for (let i = worker; running; i++) {
        const [method, url] = targets[i % targets.length];
        sent++;
        try {
          const r = await fetch(`${base}${url}`, { method });
          await r.arrayBuffer();
          if (r.status >= 400) failures.push(`${method} ${url}: ${r.status}`);
        } catch (err) {
          failures.push(`${method} ${url}: ${(err as Error).message}`);
        }
      }
    };
    const clients = [0, 1, 2, 3].map(loop);
    // As deploy/README.md's upgrade does it: the next instance stops as soon as the previous one is healthy again.
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < servers.length; i++) {
      const old = servers[i];
      expect(await old.stop('SIGTERM')).toBe(0);
      servers[i] = await startServerProcess({ env, port: old.port });
    }
    await new Promise((r) => setTimeout(r, 1000));
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    // Both new instances took requests after their restart.
    const upstreams = fs.readFileSync(path.join(prefix, 'logs/shop.access.log'), 'utf8');
    for (const s of servers) expect(upstreams).toContain(`127.0.0.1:${s.port}`);
  } finally {
    nginx?.child.kill('SIGQUIT');
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await db.drop();
    fs.rmSync(prefix, { recursive: true, force: true });
  }
});

import http from 'node:http';
import net from 'node:net';
import { expect, test } from 'vitest';
import { createPgDatabase, startServerProcess } from '../helpers/server-process';

// Decision 016: SIGTERM drains. Readiness turns 503 at once; after SHUTDOWN_DELAY_SECONDS the listener
// closes; the requests in flight finish; the process exits 0 — or 1 once SHUTDOWN_GRACE_SECONDS are over.

const LOGIN = JSON.stringify({ email: 'owner@shop.test', password: 'owner-password-1' });

/** A login whose body arrives in two parts, the second only when `finish` is called: a slow client. */
function slowLogin(port: number) {
  const half = Math.floor(LOGIN.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(LOGIN) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  req.write(LOGIN.slice(0, half));
  return { response, finish: () => req.end(LOGIN.slice(half)) };
}

const readiness = async (url: string) =>
  (await fetch(`${url}/api/ready`, { headers: { connection: 'close' } })).status;

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

test('SIGTERM during a slow request: readiness 503, the listener closes, the request completes, exit 0', async () => {
  const db = await createPgDatabase();
  const server = await startServerProcess({
    env: { DATABASE_URL: db.url, SHUTDOWN_DELAY_SECONDS: '2', SHUTDOWN_GRACE_SECONDS: '20' },
  });
  try {
    expect(await readiness(server.url)).toBe(200);
    const login = slowLogin(server.port);
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');

    // Not ready at once, while it still listens (the delay); liveness still answers.
    expect(await until(async () => (await readiness(server.url)) === 503, 1500)).toBe(true);
    expect((await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);
    // Then no new connections.
    expect(await until(() => refusesConnections(server.port), 5000)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    login.finish();
    const res = await login.response;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
    expect(await server.exited).toBe(0);
  } finally {
    await server.stop('SIGKILL');
    await db.drop();
  }
});

test('a request still unfinished when SHUTDOWN_GRACE_SECONDS are over does not hold the exit: code 1', async () => {
  const db = await createPgDatabase();
  const server = await startServerProcess({
    env: { DATABASE_URL: db.url, SHUTDOWN_DELAY_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: '1' },
  });
  try {
    const login = slowLogin(server.port);
    login.response.catch(() => {});
    await new Promise((r) => setTimeout(r, 200));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const took = Date.now() - sent;
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(5000);
  } finally {
    await server.stop('SIGKILL');
    await db.drop();
  }
});

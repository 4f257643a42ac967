import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsPending } from '../../server/db/client';
import { testApp, type TestApp } from '../helpers/app';

// Decision 016: readiness, request ids, the JSON request log and /metrics.
const TOKEN = 'metrics-token-0123456789';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });

  it('is 503 while the instance starts, 200 once ready with the database answering and migrations current, 503 while it drains', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'starting' });
    // Liveness answers all the while.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    t.app.lifecycle.markReady();
    res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await migrationsPending(t.database)).toBe(0);

    t.app.lifecycle.beginDrain();
    res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining' });
    // Answers while draining tell the balancer not to reuse the connection.
    expect(res.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness and the database', () => {
  it('is 503 when migrations are pending, and when the database does not answer', async () => {
    const t = await testApp();
    t.app.lifecycle.markReady();
    // The last migration forgotten, as on a database a newer release has not migrated yet.
    await t.db.execute(
      `delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)` as never,
    );
    expect(await migrationsPending(t.database)).toBe(1);
    let res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'migrations pending' });

    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    t.database.ping = ping;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'database unavailable' });
  });
});

describe('request ids and the request log', () => {
  let lines: string[];
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app, logs: lines } = await testApp({ logs: true }));
  });

  const logOf = (id: string) =>
    lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === id);

  it("keeps the balancer's X-Request-Id, returns it, and writes it on every line with route, status and duration", async () => {
    lines.length = 0;
    const id = 'nginx-3f2a9c1b7d5e4f60';
    const res = await app.inject({
      method: 'GET',
      url: '/api/common/categories/get?kind=category',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const log = logOf(id);
    expect(log.length).toBeGreaterThanOrEqual(2);
    const done = log.find((l) => l.msg === 'request completed') as {
      res: { statusCode: number; route: string };
      responseTime: number;
    };
    expect(done.res).toEqual({ statusCode: 200, route: '/api/common/categories/get' });
    expect(typeof done.responseTime).toBe('number');
    const incoming = log.find((l) => l.msg === 'incoming request') as {
      req: { route: string; method: string };
    };
    expect(incoming.req).toMatchObject({ method: 'GET', route: '/api/common/categories/get' });
  });

  it('generates a UUID when none is sent', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it.each([
    ['over 128 characters', 'a'.repeat(129)],
    ['with spaces and quotes', 'id "forged" line'],
    ['empty', ''],
  ])('replaces an id %s with a new one', async (_name, sent) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    expect(res.headers['x-request-id']).not.toBe(sent);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps an id of exactly 128 characters', async () => {
    const sent = 'b'.repeat(128);
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    expect(res.headers['x-request-id']).toBe(sent);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const t = await testApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp({ config: { metricsToken: TOKEN } });
    });

    it.each([
      ['no Authorization', {}],
      ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
      ['the token without Bearer', { authorization: TOKEN }],
    ])('answers 401 to %s', async (_name, headers) => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'A valid metrics token is required' });
      expect(res.body).not.toContain('http_requests_total');
    });

    it('answers Prometheus text with the token', async () => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parsePrometheus(res.body);
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds_bucket',
        'nodejs_eventloop_lag_seconds',
        'db_pool_connections',
        'shop_orders_created_total',
        'shop_orders_paid_total',
        'shop_payment_failures_total',
        'shop_mails_failed_total',
      ]) {
        expect(
          samples.some((s) => s.name === name),
          name,
        ).toBe(true);
      }
      const health = samples.find(
        (s) =>
          s.name === 'http_requests_total' &&
          s.labels.route === '/api/health' &&
          s.labels.status_code === '200' &&
          s.labels.method === 'GET',
      );
      expect(health?.value).toBeGreaterThanOrEqual(1);
    });
  });
});

/** Parses the text exposition format strictly enough to fail on anything malformed. */
function parsePrometheus(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

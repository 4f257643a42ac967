import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE, overloadPlugin, type OverloadOptions } from '../../server/plugins/overload';
import { testConfig } from '../../server/config';
import { testApp } from '../helpers/app';
import { registry } from '../../server/lib/metrics';

/**
 * Load shedding (server/plugins/overload.ts, decisions 017 and 031): past the requests served at once a request
 * waits in a FIFO queue, and is answered 503 with Retry-After when the queue is full or it waited past the
 * deadline; health, readiness and metrics never wait. (The queue's own rules on a fake clock:
 * server/lib/admission-queue.test.ts.)
 */

const OFF: OverloadOptions = {
  maxInFlight: 0,
  maxQueue: 0,
  queueWaitMs: 0,
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxHeapBytes: 0,
  maxRssBytes: 0,
};

/** A bare app with the plugin and a route that answers only when the test lets it. */
async function gatedApp(opts: Partial<OverloadOptions>) {
  const app = Fastify();
  await app.register(overloadPlugin, { ...OFF, ...opts });
  const gates: (() => void)[] = [];
  app.get('/api/slow', () => new Promise((resolve) => gates.push(() => resolve({ success: true }))));
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async () => ({ status: 'ready' }));
  app.get('/metrics', async () => 'up 1\n');
  await app.ready();
  const waitForGates = async (n: number) => {
    while (gates.length < n) await new Promise((r) => setTimeout(r, 5));
  };
  return { app, gates, waitForGates };
}

describe('requests past the ones served at once', () => {
  it('wait their turn in order and are served when a turn frees; past the queue bound, 503 at once', async () => {
    const { app, gates, waitForGates } = await gatedApp({ maxInFlight: 2, maxQueue: 2, queueWaitMs: 60_000 });
    const running = [app.inject('/api/slow'), app.inject('/api/slow')];
    await waitForGates(2);
    const waiting = [app.inject('/api/slow?n=3'), app.inject('/api/slow?n=4')];
    await new Promise((r) => setTimeout(r, 50));
    expect(app.admission.waiting).toBe(2);
    expect(gates).toHaveLength(2); // neither reached the route
    // The queue is full: the next is turned away at once, without reaching the route.
    const over = await app.inject('/api/slow');
    expect(over.statusCode).toBe(503);
    expect(over.headers['retry-after']).toBe('5');
    expect(over.headers['cache-control']).toBe('no-store');
    expect(over.json()).toEqual({ success: false, message: OVERLOAD_MESSAGE });
    // Probes never wait, however full the queue.
    for (const path of ['/api/health', '/api/ready', '/metrics'])
      expect((await app.inject(path)).statusCode, path).toBe(200);
    // What Prometheus reads: the turns taken, the queue, and the request shed because it was full.
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/^http_requests_running 2$/m);
    expect(metrics).toMatch(/^http_requests_waiting 2$/m);
    expect(metrics).toMatch(/^http_requests_shed_total\{reason="queueFull"\} [1-9]/m);

    gates[0]();
    expect((await running[0]).statusCode).toBe(200);
    await waitForGates(3); // the first in line got the freed turn
    gates[1]();
    await waitForGates(4);
    gates[2]();
    gates[3]();
    for (const r of [running[1], ...waiting]) expect((await r).statusCode).toBe(200);
    expect(app.admission.running).toBe(0);
    await app.close();
  });

  it('are answered 503 once they waited past the deadline, and the route never runs for them', async () => {
    const WAIT_MS = 300;
    const { app, gates, waitForGates } = await gatedApp({
      maxInFlight: 1,
      maxQueue: 10,
      queueWaitMs: WAIT_MS,
    });
    const running = app.inject('/api/slow');
    await waitForGates(1);
    const started = Date.now();
    const late = await app.inject('/api/slow');
    const waited = Date.now() - started;
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('5');
    expect(waited).toBeGreaterThanOrEqual(WAIT_MS);
    expect(waited).toBeLessThan(WAIT_MS + 1000);
    expect(gates).toHaveLength(1);
    gates[0]();
    expect((await running).statusCode).toBe(200);
    // With the turn free again, a request is served at once.
    const next = app.inject('/api/slow');
    await waitForGates(2);
    gates[1]();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });

  it('free their turn, or their place in the queue, when the client goes away', async () => {
    const { app, gates, waitForGates } = await gatedApp({ maxInFlight: 1, maxQueue: 1, queueWaitMs: 60_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const runningGone = new AbortController();
    const waitingGone = new AbortController();
    const first = fetch(`${url}/api/slow`, { signal: runningGone.signal }).catch(() => 'aborted');
    await waitForGates(1);
    const second = fetch(`${url}/api/slow`, { signal: waitingGone.signal }).catch(() => 'aborted');
    while (app.admission.waiting < 1) await new Promise((r) => setTimeout(r, 5));
    // Queue full: turned away.
    expect((await fetch(`${url}/api/slow`)).status).toBe(503);
    // The waiting client goes away: its place is free for the next one.
    waitingGone.abort();
    expect(await second).toBe('aborted');
    while (app.admission.waiting > 0) await new Promise((r) => setTimeout(r, 5));
    const third = fetch(`${url}/api/slow`);
    while (app.admission.waiting < 1) await new Promise((r) => setTimeout(r, 5));
    // The running client goes away: its turn goes to the one waiting, though the route has not answered.
    runningGone.abort();
    expect(await first).toBe('aborted');
    await waitForGates(2);
    gates[1]();
    expect((await third).status).toBe(200);
    gates[0]();
    await app.close();
  });
});

describe('a request that waited', () => {
  it('is shed when its turn comes while a sampled limit is passed, and the turn goes to the next', async () => {
    // A heap limit of 1 byte is passed at every sample (each second, from 2 s after ready): the request queued
    // before that waits past it, and its turn comes under pressure.
    const { app, gates, waitForGates } = await gatedApp({
      maxInFlight: 1,
      maxQueue: 10,
      queueWaitMs: 60_000,
      maxHeapBytes: 1,
    });
    const running = app.inject('/api/slow');
    await waitForGates(1);
    const waited = app.inject('/api/slow');
    while (app.admission.waiting < 1) await new Promise((r) => setTimeout(r, 5));
    // Past the start's grace (2 s) and a sample (each second): the limit applies now.
    await new Promise((r) => setTimeout(r, 3200));
    expect(app.isUnderPressure()).toBe(true);
    gates[0]();
    expect((await running).statusCode).toBe(200);
    const shed = await waited;
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(gates).toHaveLength(1); // the route never ran for it
    expect(app.admission.running).toBe(0);
    expect(await registry.metrics()).toMatch(
      /^http_requests_shed_total\{reason="pressureAfterWait"\} [1-9]/m,
    );
    await app.close();
  });
});

describe('memory pressure in the whole shop', () => {
  // A heap limit of 1 MB is always exceeded: every request but /api/health is shed once memory is sampled
  // (each second, from 2 s after the app is ready).

  it('answers API calls and pages with 503, Retry-After and the error shape, and keeps /api/health answering', async () => {
    const shop = await testApp({
      config: { overload: { ...testConfig().overload, maxHeapBytes: 1024 * 1024 } },
    });
    const { app } = shop;
    // Just after start the sampled limits do not apply yet (the first samples measure the start itself).
    let res = await app.inject('/api/common/categories/get?kind=category');
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 60 && res.statusCode !== 503; i++) {
      await new Promise((r) => setTimeout(r, 100)); // under-pressure samples memory every second
      res = await app.inject('/api/common/categories/get?kind=category');
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: false, message: OVERLOAD_MESSAGE });

    const write = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(write.statusCode).toBe(503);
    const page = await app.inject('/shop/home');
    expect(page.statusCode).toBe(503);

    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('limits off', () => {
  it('lets everything through at once when every limit is 0', async () => {
    const { app, gates, waitForGates } = await gatedApp({});
    const many = Array.from({ length: 20 }, () => app.inject('/api/slow'));
    await waitForGates(20);
    for (const g of gates) g();
    for (const r of await Promise.all(many)) expect(r.statusCode).toBe(200);
    await app.close();
  });
});

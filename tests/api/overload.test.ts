import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE, overloadPlugin, type OverloadOptions } from '../../server/plugins/overload';
import { testConfig } from '../../server/config';
import { testApp } from '../helpers/app';

/** Load shedding (server/plugins/overload.ts, decision 017): past a limit, 503 with Retry-After; /api/health never. */

const OFF: OverloadOptions = {
  maxInFlight: 0,
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
  await app.ready();
  const waitForGates = async (n: number) => {
    while (gates.length < n) await new Promise((r) => setTimeout(r, 5));
  };
  return { app, gates, waitForGates };
}

describe('requests in flight', () => {
  it('serves up to the limit at once, sheds the next one with 503 and Retry-After, and serves again once one ends', async () => {
    const { app, gates, waitForGates } = await gatedApp({ maxInFlight: 2 });
    const first = app.inject('/api/slow');
    const second = app.inject('/api/slow');
    await waitForGates(2);
    // At the limit: two are being served; the third is shed at once, without reaching the route.
    const third = await app.inject('/api/slow');
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toEqual({ success: false, message: OVERLOAD_MESSAGE });
    expect(gates).toHaveLength(2);
    // Health is never shed.
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);

    gates[0]();
    expect((await first).statusCode).toBe(200);
    // One below the limit again: served.
    const fourth = app.inject('/api/slow');
    await waitForGates(3);
    gates[1]();
    gates[2]();
    expect((await second).statusCode).toBe(200);
    expect((await fourth).statusCode).toBe(200);
    await app.close();
  });

  it('counts a request whose client went away as ended', async () => {
    const { app, gates, waitForGates } = await gatedApp({ maxInFlight: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const aborted = new AbortController();
    const gone = fetch(`${url}/api/slow`, { signal: aborted.signal }).catch(() => 'aborted');
    await waitForGates(1);
    expect((await fetch(`${url}/api/slow`)).status).toBe(503);
    aborted.abort();
    expect(await gone).toBe('aborted');
    // The slot is free once the socket closed, though the route has not answered: a request gets through.
    let status: number | 'served' = 503;
    for (let i = 0; i < 100 && status === 503; i++) {
      const res = fetch(`${url}/api/slow`);
      status = await Promise.race([res.then((r) => r.status), waitForGates(2).then(() => 'served' as const)]);
      if (status === 'served') {
        gates[1]();
        expect((await res).status).toBe(200);
      }
    }
    expect(status).toBe('served');
    gates[0]();
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
  it('lets everything through when every limit is 0', async () => {
    const { app, gates, waitForGates } = await gatedApp({});
    const many = Array.from({ length: 20 }, () => app.inject('/api/slow'));
    await waitForGates(20);
    for (const g of gates) g();
    for (const r of await Promise.all(many)) expect(r.statusCode).toBe(200);
    await app.close();
  });
});

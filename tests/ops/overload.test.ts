import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from 'vitest';
import { createPgDatabase, startServerProcess } from '../helpers/server-process';

/**
 * Overload (decision 017): 500 concurrent keep-alive connections asking for expensive answers (pages
 * rendered on the server and uncached listings and searches) for LOAD_MS, on PostgreSQL as in production.
 * Through it /api/health answers within HEALTH_FAST_MS for at least HEALTH_FAST_SHARE of the polls and never
 * later than HEALTH_BOUND_MS; every other answer is a 200 or a 503 with Retry-After (no reset, no other 5xx); the
 * server's resident memory never passes PEAK_RSS_MB; the process stays up; and within RECOVERY_MS of the load's
 * end it serves normally. Since issue 49 (decision 031) requests past the 16 served at once wait in a queue of
 * 512 for at most 2 s: under this load most 503s are requests that waited that long, or found the queue full.
 */

const CONNECTIONS = 500;
const LOAD_MS = 12_000;
// Wall time on the CI machine: 2 cores shared with the load generator (this process) and other jobs; on an
// idle machine health answers in milliseconds.
const HEALTH_BOUND_MS = 8_000;
const HEALTH_FAST_MS = 1_000;
const HEALTH_FAST_SHARE = 0.95;
/** Decision 024's limit: at most 300 MB resident under 500 connections on PostgreSQL (VmHWM: the peak, not a sample). */
const PEAK_RSS_MB = 300;
/** Issue 49: serving normally again within 5 s of the load's end. */
const RECOVERY_MS = 5_000;
const PATHS = [
  '/shop/home',
  '/shop/listing',
  '/api/shop/products/get?page=1&limit=24&sort=title-atoz',
  '/api/shop/search/switch',
];

interface Answer {
  status: number;
  retryAfter?: string;
  error?: string;
  ms: number;
}

/** The process's resident memory now (VmRSS) or its peak since the last reset (VmHWM), in MB (Linux /proc). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
    fs.readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  return Number(kb) / 1024;
}

function get(agent: http.Agent, url: string, timeoutMs = 30_000): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers['retry-after'] as string | undefined,
          ms: Date.now() - started,
        }),
      );
      res.on('error', (err) =>
        resolve({
          status: 0,
          error: (err as NodeJS.ErrnoException).code ?? err.message,
          ms: Date.now() - started,
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) =>
      resolve({
        status: 0,
        error: (err as NodeJS.ErrnoException).code ?? err.message,
        ms: Date.now() - started,
      }),
    );
  });
}

test(`${CONNECTIONS} concurrent connections: health answers, excess is shed with 503 + Retry-After, nothing crashes`, async () => {
  // The catalog cache off, so every request costs the server real work; the demo catalog to render.
  const db = await createPgDatabase();
  const server = await startServerProcess({
    env: { CATALOG_CACHE: 'false', SEED_DEMO: 'true', DATABASE_URL: db.url },
    readyTimeoutMs: 120_000,
  });
  const load = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const probe = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // A server that has served a few pages, as one in production has: the measure is the overload, not the
    // first compile of each page's code (a cold server's first second under 500 connections kept health 1–3 s).
    const warm = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 3; i++)
      for (const p of PATHS) expect((await get(warm, `${server.url}${p}`)).status).toBe(200);
    warm.destroy();
    // The prober's connection is open before the load, as a load balancer's kept-alive health check is: its
    // first poll is not a new connection queued behind the 500 arriving at once.
    expect((await get(probe, `${server.url}/api/health`)).status).toBe(200);
    const pid = server.child.pid!;
    const atRestMb = rssMb(pid, 'VmRSS');
    // The peak from here on: start-up (migrations, drawing the demo images) is not the load being measured.
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const answers: Answer[] = [];
    const health: Answer[] = [];
    const until = Date.now() + LOAD_MS;
    const workers = Array.from({ length: CONNECTIONS }, async (_, i) => {
      for (let n = 0; Date.now() < until; n++) {
        const a = await get(load, `${server.url}${PATHS[(i + n) % PATHS.length]}`);
        answers.push(a);
        // A shed client comes back after a second (an impatient one: Retry-After says 5), so the load stays high.
        if (a.status === 503) await new Promise((r) => setTimeout(r, 1000));
      }
    });
    const prober = (async () => {
      await new Promise((r) => setTimeout(r, 1000)); // let the load build up first
      while (Date.now() < until) {
        health.push(await get(probe, `${server.url}/api/health`, HEALTH_BOUND_MS * 5));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    await Promise.all([...workers, prober]);

    const byStatus = new Map<string, number>();
    for (const a of answers)
      byStatus.set(a.error ?? String(a.status), (byStatus.get(a.error ?? String(a.status)) ?? 0) + 1);
    const summary = Object.fromEntries(byStatus);
    const peakMb = rssMb(pid, 'VmHWM');
    console.info(
      `overload: ${answers.length} answers ${JSON.stringify(summary)}; RSS ${atRestMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB under load; health ms ${health.map((h) => h.ms).join(',')}`,
    );

    // Only 200s and 503s; every 503 says when to come back.
    expect(Object.keys(summary).filter((k) => k !== '200' && k !== '503')).toEqual([]);
    expect(summary['503'] ?? 0).toBeGreaterThan(0);
    expect(summary['200'] ?? 0).toBeGreaterThan(0);
    for (const a of answers) if (a.status === 503) expect(a.retryAfter).toBe('5');
    // Health answered every time, within the bound, and 95 % of the time within a second.
    expect(health.length).toBeGreaterThanOrEqual(5);
    for (const h of health) {
      expect(h.status).toBe(200);
      expect(h.ms).toBeLessThan(HEALTH_BOUND_MS);
    }
    const fast = health.filter((h) => h.ms < HEALTH_FAST_MS).length;
    expect(fast / health.length).toBeGreaterThanOrEqual(HEALTH_FAST_SHARE);
    expect(peakMb).toBeLessThanOrEqual(PEAK_RSS_MB);
    // Still up, and serving normally once the load is gone.
    expect(server.child.exitCode).toBeNull();
    load.destroy();
    // Recovered within RECOVERY_MS of the load's end (issue 49): the queue drains within its deadline.
    let after = await get(probe, `${server.url}/shop/listing`);
    while (after.status !== 200 && Date.now() - until < RECOVERY_MS * 2) {
      await new Promise((r) => setTimeout(r, 250));
      after = await get(probe, `${server.url}/shop/listing`);
    }
    const recoveredMs = Date.now() - until;
    console.info(`overload: serving normally ${recoveredMs} ms after the load's end`);
    expect(after.status).toBe(200);
    expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_MS);
    expect((await get(probe, `${server.url}/api/shop/search/switch`)).status).toBe(200);
    expect(server.output()).not.toMatch(/out of memory|FATAL|unhandled/i);
  } finally {
    load.destroy();
    probe.destroy();
    expect(await server.stop('SIGTERM')).toBe(0);
    await db.drop();
  }
});

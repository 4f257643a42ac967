import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { BUSY_MESSAGE, registerErrorHandler } from '../../server/plugins/errors';
import { createPaymentProvider } from '../../server/payments/registry';
import { ProviderUnavailableError } from '../../server/payments/provider';
import { createTestDatabase } from '../helpers/db';
import { FAKE_CLIENT, FakePhonePe } from '../helpers/fake-phonepe';
import type { Database } from '../../server/db/client';

/** Time limits on what the shop waits for (decision 017). The PostgreSQL statement timeout: tests/ops/timeouts.test.ts. */

describe('PHONEPE_TIMEOUT_MS', () => {
  let fake: FakePhonePe;
  let database: Database;
  beforeAll(async () => {
    fake = await FakePhonePe.start();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('ends a call PhonePe never answers after the configured time, with a clear error', async () => {
    const env = {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: FAKE_CLIENT.clientId,
      PHONEPE_CLIENT_SECRET: FAKE_CLIENT.clientSecret,
      PHONEPE_BASE_URL: fake.url,
      PHONEPE_TIMEOUT_MS: '300',
    };
    const provider = createPaymentProvider(loadConfig(env), database.db);
    fake.fault({ match: 'token', delayMs: 60_000 }); // accepts, never answers within the test
    const started = Date.now();
    const err = await provider.getStatus('M-never').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect((err as Error).message).toBe('PhonePe could not be reached: timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('timeouts in the configuration', () => {
  it.each([
    ['PHONEPE_TIMEOUT_MS', '100', '99'],
    ['SMTP_TIMEOUT_MS', '100', '99'],
    ['DB_STATEMENT_TIMEOUT_MS', '3600000', '3600001'],
    ['OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', '1', '1.01'],
    ['OVERLOAD_MAX_IN_FLIGHT', '100000', '100001'],
    ['OVERLOAD_QUEUE_MAX', '100000', '100001'],
    ['OVERLOAD_QUEUE_MAX', '0', '-1'],
    ['OVERLOAD_QUEUE_WAIT_MS', '60000', '60001'],
    ['OVERLOAD_QUEUE_WAIT_MS', '0', '-1'],
  ])('%s accepts %s and refuses %s, naming the variable', (name, atLimit, past) => {
    expect(() => loadConfig({ [name]: atLimit })).not.toThrow();
    expect(() => loadConfig({ [name]: past })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: past })).toThrow(new RegExp(`${name}:`));
  });

  it('has sane defaults and 0 turns the database limit off', () => {
    const config = loadConfig({});
    expect(config.timeouts).toEqual({ phonepeMs: 10_000, smtpMs: 10_000, dbStatementMs: 15_000 });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).timeouts.dbStatementMs).toBe(0);
    expect(config.overload).toMatchObject({
      maxInFlight: 16,
      maxQueue: 512,
      queueWaitMs: 2000,
      maxEventLoopDelayMs: 200,
      maxEventLoopUtilization: 0,
      maxRssBytes: 0,
    });
    expect(config.overload.maxHeapBytes).toBeGreaterThan(0);
    expect(loadConfig({ OVERLOAD_MAX_HEAP_MB: '512' }).overload.maxHeapBytes).toBe(512 * 1024 * 1024);
  });
});

describe('a statement ended by statement_timeout', () => {
  it('is answered 503 with Retry-After and the error shape, not a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    // What drizzle throws: its own error with pg's query_canceled as the cause.
    app.get('/api/slow', async () => {
      throw new Error('Failed query: select …', {
        cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      });
    });
    app.get('/api/broken', async () => {
      throw new Error('something else');
    });
    const res = await app.inject('/api/slow');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ success: false, message: BUSY_MESSAGE });
    expect((await app.inject('/api/broken')).statusCode).toBe(500);
    await app.close();
  });
});

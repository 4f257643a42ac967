import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The shop's Prometheus metrics (prom-client), one registry per process: /metrics (server/plugins/metrics.ts)
 * exposes it. Counters count what this instance did since it started; Prometheus sums the instances.
 */
export const registry = new Registry();

// Process and runtime metrics, among them the event-loop delay (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersCreated = new Counter({
  name: 'shop_orders_created_total',
  help: 'Orders placed (stock reserved, payment opened or tried)',
  registers: [registry],
});
export const ordersPaid = new Counter({
  name: 'shop_orders_paid_total',
  help: 'Orders marked paid',
  registers: [registry],
});
export const paymentFailures = new Counter({
  name: 'shop_payment_failures_total',
  help: 'Orders whose payment failed, expired or could not be opened (their stock released)',
  registers: [registry],
});
/** Every refused delivery counts, first tries and retries (server/mail/retry.ts): a mail refused 3 times counts 3. */
export const mailsFailed = new Counter({
  name: 'shop_mails_failed_total',
  help: 'Mail deliveries the SMTP server did not accept (first tries and retries)',
  registers: [registry],
});
export const mailsUndeliverable = new Counter({
  name: 'shop_mails_undeliverable_total',
  help: 'Mails given up: refused on their last retry, or a one-time code that is not retried',
  registers: [registry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

let poolStats: (() => PoolStats | null) | null = null;

/** The database pool to report (PostgreSQL; PGlite has none). The last app built in the process wins. */
export function reportPool(stats: (() => PoolStats | null) | null) {
  poolStats = stats;
}

const pool = (name: string, help: string, pick: (s: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const s = poolStats?.();
      if (s) this.set(pick(s));
    },
  });

pool('db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
pool('db_pool_connections_idle', 'PostgreSQL connections open and idle', (s) => s.idle);
pool('db_pool_waiting_requests', 'Queries waiting for a free connection', (s) => s.waiting);
pool('db_pool_connections_max', 'The pool size', (s) => s.max);

/** Requests answered 503 by load shedding (server/plugins/overload.ts), by why. */
export const requestsShed = new Counter({
  name: 'http_requests_shed_total',
  help: 'Requests answered 503 by load shedding, by reason: queueFull, deadline (waited too long), gone (client left while waiting), pressureAfterWait (its turn came while the loop was stalled or memory past its limit), eventLoopDelay, heapUsedBytes, rssBytes, eventLoopUtilization',
  labelNames: ['reason'] as const,
  registers: [registry],
});

let admission: (() => { running: number; waiting: number }) | null = null;

/** The admission queue to report (decision 031). The last app built in the process wins. */
export function reportAdmission(stats: (() => { running: number; waiting: number }) | null) {
  admission = stats;
}

new Gauge({
  name: 'http_requests_running',
  help: 'Requests being served now (past OVERLOAD_MAX_IN_FLIGHT they wait)',
  registers: [registry],
  collect() {
    const s = admission?.();
    if (s) this.set(s.running);
  },
});
new Gauge({
  name: 'http_requests_waiting',
  help: 'Requests waiting for their turn in the admission queue',
  registers: [registry],
  collect() {
    const s = admission?.();
    if (s) this.set(s.waiting);
  },
});

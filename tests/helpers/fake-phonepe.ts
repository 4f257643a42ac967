import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake PhonePe Standard Checkout v2 server on 127.0.0.1 for tests: OAuth token, pay, order status and
 * refund, with knobs for the failures a real gateway has (expired or revoked tokens, 500s, slow answers,
 * a COMPLETED amount that differs from the order). Serves token and checkout paths on one base URL, as
 * PHONEPE_BASE_URL expects.
 */

export interface FakeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** Amount the status API reports (to simulate a mismatch); defaults to `amount`. */
  reportedAmount?: number;
  transactionId?: string;
  redirectUrl: string;
  payBody: Record<string, unknown>;
}

export interface FakeRequest {
  method: string;
  path: string;
  authorization?: string;
  status: number;
}

export interface Fault {
  /** Which calls it applies to. */
  match: 'token' | 'pay' | 'status' | 'any';
  status?: number;
  delayMs?: number;
  /** How many calls it applies to (default 1). */
  times?: number;
}

export const FAKE_CLIENT = { clientId: 'TEST_CLIENT', clientSecret: 'test-secret', clientVersion: '1' };

export class FakePhonePe {
  readonly orders = new Map<string, FakeOrder>();
  readonly requests: FakeRequest[] = [];
  /** Token lifetime the fake hands out. */
  tokenTtlSeconds = 3600;
  private tokens = new Map<string, number>(); // token → expiresAt (ms)
  private faults: Fault[] = [];
  private server!: http.Server;
  url = '';

  static async start(): Promise<FakePhonePe> {
    const fake = new FakePhonePe();
    fake.server = http.createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Makes every issued token invalid (PhonePe answers 401 until a new token is fetched). */
  revokeTokens() {
    this.tokens.clear();
  }

  fault(f: Fault) {
    this.faults.push({ times: 1, ...f });
  }

  clearFaults() {
    this.faults = [];
  }

  setState(merchantOrderId: string, state: FakeOrder['state'], opts: { reportedAmount?: number } = {}) {
    const order = this.orders.get(merchantOrderId);
    if (!order) throw new Error(`fake PhonePe has no order ${merchantOrderId}`);
    order.state = state;
    if (state === 'COMPLETED')
      order.transactionId ??= `TX${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
    if ('reportedAmount' in opts) order.reportedAmount = opts.reportedAmount;
  }

  count(kind: 'token' | 'pay' | 'status') {
    const test = {
      token: (p: string) => p === '/v1/oauth/token',
      pay: (p: string) => p === '/checkout/v2/pay',
      status: (p: string) => p.startsWith('/checkout/v2/order/'),
    }[kind];
    return this.requests.filter((r) => test(r.path)).length;
  }

  private kindOf(path: string): Fault['match'] {
    if (path === '/v1/oauth/token') return 'token';
    if (path === '/checkout/v2/pay') return 'pay';
    if (path.startsWith('/checkout/v2/order/')) return 'status';
    return 'any';
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body: unknown) => {
      this.requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        status,
      });
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

    const kind = this.kindOf(path);
    const fault = this.faults.find((f) => (f.match === kind || f.match === 'any') && (f.times ?? 1) > 0);
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault.status) return send(fault.status, { code: 'INTERNAL_SERVER_ERROR', message: 'fake failure' });
    }

    if (req.method === 'POST' && path === '/v1/oauth/token') {
      const form = new URLSearchParams(raw);
      if (
        req.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
        form.get('client_id') !== FAKE_CLIENT.clientId ||
        form.get('client_secret') !== FAKE_CLIENT.clientSecret ||
        form.get('client_version') !== FAKE_CLIENT.clientVersion ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return send(400, { code: 'BAD_REQUEST', message: 'invalid client' });
      }
      const token = `tok_${crypto.randomBytes(8).toString('hex')}`;
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + this.tokenTtlSeconds;
      this.tokens.set(token, expiresAt * 1000);
      return send(200, {
        access_token: token,
        encrypted_access_token: token,
        expires_in: this.tokenTtlSeconds,
        issued_at: issuedAt,
        expires_at: expiresAt,
        session_expires_at: expiresAt,
        token_type: 'O-Bearer',
      });
    }

    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('O-Bearer ') ? auth.slice('O-Bearer '.length) : '';
    const expiry = this.tokens.get(token);
    if (!expiry || expiry <= Date.now())
      return send(401, { code: 'UNAUTHORIZED', message: 'token expired or invalid' });

    if (req.method === 'POST' && path === '/checkout/v2/pay') {
      const body = JSON.parse(raw) as {
        merchantOrderId: string;
        amount: number;
        paymentFlow?: { type?: string; merchantUrls?: { redirectUrl?: string } };
      };
      if (
        typeof body.amount !== 'number' ||
        !Number.isInteger(body.amount) ||
        body.amount < 100 ||
        body.paymentFlow?.type !== 'PG_CHECKOUT' ||
        !body.paymentFlow.merchantUrls?.redirectUrl
      ) {
        return send(400, { code: 'BAD_REQUEST', message: 'invalid pay request' });
      }
      const orderId = `OMO${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
      const order: FakeOrder = {
        merchantOrderId: body.merchantOrderId,
        orderId,
        amount: body.amount,
        state: 'PENDING',
        redirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
        payBody: body as unknown as Record<string, unknown>,
      };
      this.orders.set(body.merchantOrderId, order);
      return send(200, {
        orderId,
        state: 'PENDING',
        expireAt: Date.now() + 20 * 60_000,
        redirectUrl: `${this.url}/checkout/pay-page?token=${orderId}`,
      });
    }

    const m = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path);
    if (req.method === 'GET' && m) {
      const order = this.orders.get(decodeURIComponent(m[1]));
      if (!order) return send(404, { code: 'ORDER_NOT_FOUND', message: 'no such order' });
      const amount = order.reportedAmount ?? order.amount;
      return send(200, {
        orderId: order.orderId,
        state: order.state,
        amount,
        expireAt: Date.now() + 10 * 60_000,
        paymentDetails:
          order.state === 'PENDING'
            ? []
            : [
                {
                  paymentMode: 'UPI_QR',
                  transactionId: order.transactionId ?? `TXF${order.orderId}`,
                  timestamp: Date.now(),
                  amount,
                  state: order.state,
                },
              ],
      });
    }

    if (req.method === 'POST' && path === '/payments/v2/refund') {
      const body = JSON.parse(raw) as { merchantRefundId: string; amount: number };
      return send(200, { refundId: `OMR${body.merchantRefundId}`, amount: body.amount, state: 'PENDING' });
    }
    return send(404, { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` });
  }
}

/** sha256 hex of "username:password", the Authorization PhonePe sends with webhooks. */
export function webhookAuth(username: string, password: string) {
  return crypto.createHash('sha256').update(`${username}:${password}`).digest('hex');
}

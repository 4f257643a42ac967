import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake PhonePe Standard Checkout v2 server on 127.0.0.1 for tests: OAuth token, pay, order status,
 * refund and refund status, with knobs for the failures a real gateway has (expired or revoked tokens, 500s, slow answers,
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

export interface FakeRefund {
  merchantRefundId: string;
  merchantOrderId: string;
  refundId: string;
  /** Paise. */
  amount: number;
  state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';
  utr?: string;
  errorCode?: string;
  detailedErrorCode?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  authorization?: string;
  status: number;
}

export interface Fault {
  /** Which calls it applies to. */
  match: 'token' | 'pay' | 'status' | 'refund' | 'refundStatus' | 'any';
  status?: number;
  delayMs?: number;
  /** How many calls it applies to (default 1). */
  times?: number;
}

export const FAKE_CLIENT = { clientId: 'TEST_CLIENT', clientSecret: 'test-secret', clientVersion: '1' };

export class FakePhonePe {
  readonly orders = new Map<string, FakeOrder>();
  private readonly refundMap = new Map<string, FakeRefund>();
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

  /** The refunds PhonePe holds, keyed by merchantRefundId (the live map: tests may read it, not write it). */
  get refunds(): ReadonlyMap<string, FakeRefund> {
    return this.refundMap;
  }

  /** What the bank did with a refund: COMPLETED fills a UTR unless given, FAILED an errorCode unless given. */
  setRefundState(
    merchantRefundId: string,
    state: FakeRefund['state'],
    opts: { utr?: string; errorCode?: string; detailedErrorCode?: string } = {},
  ) {
    const refund = this.refundMap.get(merchantRefundId);
    if (!refund) throw new Error(`fake PhonePe has no refund ${merchantRefundId}`);
    refund.state = state;
    if (state === 'COMPLETED') refund.utr = opts.utr ?? refund.utr ?? String(crypto.randomInt(1e11, 1e12));
    else if (opts.utr !== undefined) refund.utr = opts.utr;
    if (state === 'FAILED') {
      refund.errorCode = opts.errorCode ?? refund.errorCode ?? 'UPI_BACKBONE_ERROR';
      refund.detailedErrorCode = opts.detailedErrorCode ?? refund.detailedErrorCode ?? 'UPI_1231';
    } else if (opts.errorCode !== undefined) refund.errorCode = opts.errorCode;
  }

  /**
   * The body PhonePe would POST to the shop's webhook about a refund (send it with app.inject and
   * webhookAuth): pg.refund.accepted, pg.refund.completed or pg.refund.failed, with the refund as it stands.
   */
  refundWebhook(
    event: 'pg.refund.accepted' | 'pg.refund.completed' | 'pg.refund.failed',
    merchantRefundId: string,
  ) {
    const refund = this.refundMap.get(merchantRefundId);
    if (!refund) throw new Error(`fake PhonePe has no refund ${merchantRefundId}`);
    return {
      event,
      payload: {
        merchantId: 'M1',
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.merchantOrderId,
        refundId: refund.refundId,
        state: refund.state,
        amount: refund.amount,
        timestamp: Date.now(),
        ...(refund.errorCode
          ? { errorCode: refund.errorCode, detailedErrorCode: refund.detailedErrorCode }
          : {}),
        ...(refund.state === 'COMPLETED' || refund.state === 'FAILED'
          ? { splitInstruments: this.splitOf(refund) }
          : {}),
      },
    };
  }

  count(kind: 'token' | 'pay' | 'status' | 'refund' | 'refundStatus') {
    return this.requests.filter((r) => this.kindOf(r.path) === kind).length;
  }

  private kindOf(path: string): Fault['match'] {
    if (path === '/v1/oauth/token') return 'token';
    if (path === '/checkout/v2/pay') return 'pay';
    if (path.startsWith('/checkout/v2/order/')) return 'status';
    if (path === '/payments/v2/refund') return 'refund';
    if (path.startsWith('/payments/v2/refund/')) return 'refundStatus';
    return 'any';
  }

  private splitOf(refund: FakeRefund) {
    return [
      {
        amount: refund.amount,
        rail: {
          type: 'UPI',
          ...(refund.utr ? { utr: refund.utr } : {}),
          upiTransactionId: `YBL${refund.refundId}`,
          vpa: 'bu****er@ybl',
        },
        instrument: { type: 'ACCOUNT', accountType: 'SAVINGS', maskedAccountNumber: 'XXXXXXX1234' },
      },
    ];
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
      let body: { merchantRefundId?: unknown; originalMerchantOrderId?: unknown; amount?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return send(400, { code: 'BAD_REQUEST', message: 'body is not JSON' });
      }
      const { merchantRefundId, originalMerchantOrderId, amount } = body;
      if (typeof merchantRefundId !== 'string' || merchantRefundId.length < 1 || merchantRefundId.length > 63)
        return send(400, { code: 'BAD_REQUEST', message: 'merchantRefundId must be 1 to 63 characters' });
      // PhonePe does not take the same merchantRefundId twice: the merchant asks the status API instead.
      if (this.refundMap.has(merchantRefundId))
        return send(400, { code: 'DUPLICATE_REQUEST', message: 'merchantRefundId already used' });
      const order =
        typeof originalMerchantOrderId === 'string' ? this.orders.get(originalMerchantOrderId) : undefined;
      if (!order) return send(400, { code: 'ORDER_NOT_FOUND', message: 'no such order' });
      if (order.state !== 'COMPLETED')
        return send(400, { code: 'BAD_REQUEST', message: 'order is not completed' });
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return send(400, {
          code: 'BAD_REQUEST',
          message: 'amount must be a whole number of paise, at least 100',
        });
      const held = [...this.refundMap.values()]
        .filter((r) => r.merchantOrderId === order.merchantOrderId && r.state !== 'FAILED')
        .reduce((sum, r) => sum + r.amount, 0);
      if (amount > order.amount - held)
        return send(400, {
          code: 'INVALID_REFUND_AMOUNT',
          message: 'refund amount exceeds the amount left to refund',
        });
      const refund: FakeRefund = {
        merchantRefundId,
        merchantOrderId: order.merchantOrderId,
        refundId: `OMR${merchantRefundId}`,
        amount,
        state: 'PENDING',
      };
      this.refundMap.set(merchantRefundId, refund);
      return send(200, { refundId: refund.refundId, amount, state: 'PENDING' });
    }

    const r = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
    if (req.method === 'GET' && r) {
      const refund = this.refundMap.get(decodeURIComponent(r[1]));
      if (!refund) return send(404, { code: 'REFUND_NOT_FOUND', message: 'no such refund' });
      return send(200, {
        originalMerchantOrderId: refund.merchantOrderId,
        amount: refund.amount,
        state: refund.state,
        timestamp: Date.now(),
        refundId: refund.refundId,
        ...(refund.errorCode
          ? { errorCode: refund.errorCode, detailedErrorCode: refund.detailedErrorCode ?? '' }
          : {}),
        ...(refund.state === 'COMPLETED' || refund.state === 'FAILED'
          ? { splitInstruments: this.splitOf(refund) }
          : {}),
      });
    }

    return send(404, { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` });
  }
}

/** sha256 hex of "username:password", the Authorization PhonePe sends with webhooks. */
export function webhookAuth(username: string, password: string) {
  return crypto.createHash('sha256').update(`${username}:${password}`).digest('hex');
}

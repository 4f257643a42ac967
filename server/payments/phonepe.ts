import crypto from 'node:crypto';
import type {
  CreatePaymentInput,
  CreatePaymentResult,
  PaymentProvider,
  PaymentStatus,
  ProviderState,
  RefundAnswer,
  RefundInput,
  RefundState,
  RefundStatus,
  WebhookRequest,
} from './provider';
import {
  ProviderOrderNotFoundError,
  ProviderRefundNotFoundError,
  ProviderUnavailableError,
  RefundRejectedError,
} from './provider';

/**
 * PhonePe Standard Checkout v2 (PAYMENT_PROVIDER=phonepe).
 *
 * - OAuth: POST {auth}/v1/oauth/token, form body client_id, client_version, client_secret,
 *   grant_type=client_credentials → access_token and expires_at (epoch seconds). The token is cached in this
 *   process and fetched again shortly before expires_at, or at once when PhonePe answers 401. Losing the
 *   cache (restart, another instance) only costs one more token call.
 * - Pay: POST {pg}/checkout/v2/pay with `Authorization: O-Bearer <token>`, amount in paise and
 *   paymentFlow PG_CHECKOUT; its redirectUrl is where the customer pays.
 * - Status: GET {pg}/checkout/v2/order/{merchantOrderId}/status → state PENDING, COMPLETED or FAILED.
 * - Webhook: the Authorization header is SHA-256 hex of "username:password" configured on PhonePe's dashboard.
 * - Refund: POST {pg}/payments/v2/refund with merchantRefundId, originalMerchantOrderId and amount (paise)
 *   → refundId and state PENDING. A 4xx is a refusal (RefundRejectedError), unless PhonePe already holds a
 *   refund under that merchantRefundId for the same order and amount: then it was ours, sent before a
 *   timeout, and its answer is returned (a retried request never refunds twice).
 * - Refund status: GET {pg}/payments/v2/refund/{merchantRefundId}/status → PENDING, CONFIRMED, COMPLETED or
 *   FAILED, with the UTR in splitInstruments[].rail.utr once completed; 404 when PhonePe never got it.
 * - Refund webhooks (pg.refund.accepted, .completed, .failed) carry the same Authorization as payment ones.
 *
 * Every call has a timeout; timeouts, network errors and 5xx become ProviderUnavailableError.
 */

export const PHONEPE_URLS = {
  sandbox: {
    auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    auth: 'https://api.phonepe.com/apis/identity-manager',
    pg: 'https://api.phonepe.com/apis/pg',
  },
} as const;

export interface PhonePeOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  env: 'sandbox' | 'production';
  /** Overrides both the OAuth and the checkout base URL (PHONEPE_BASE_URL; tests). */
  baseUrl?: string;
  webhookUsername?: string;
  webhookPassword?: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** Fetch a new token this long before it expires. */
  refreshMarginMs?: number;
}

interface CachedToken {
  accessToken: string;
  expiresAtMs: number;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();

export class PhonePeProvider implements PaymentProvider {
  readonly name = 'phonepe';
  private token: CachedToken | null = null;
  private tokenRequest: Promise<CachedToken> | null = null;
  private readonly authBase: string;
  private readonly pgBase: string;
  private readonly timeoutMs: number;
  private readonly refreshMarginMs: number;

  constructor(private readonly opts: PhonePeOptions) {
    const base = opts.baseUrl?.replace(/\/+$/, '');
    this.authBase = base ?? PHONEPE_URLS[opts.env].auth;
    this.pgBase = base ?? PHONEPE_URLS[opts.env].pg;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.refreshMarginMs = opts.refreshMarginMs ?? 60_000;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult> {
    const body = {
      merchantOrderId: input.merchantOrderId,
      amount: input.amountPaise,
      // PhonePe accepts 300–3600 seconds; the order expires there no later than its reservation here.
      expireAfter: Math.min(3600, Math.max(300, Math.round(input.expireAfterSeconds))),
      metaInfo: { udf1: input.merchantOrderId },
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: input.description ?? `Payment for order ${input.merchantOrderId}`,
        merchantUrls: { redirectUrl: input.redirectUrl },
      },
    };
    const res = await this.authorized('POST', '/checkout/v2/pay', body);
    const json = (await readJson(res)) as { orderId?: string; redirectUrl?: string; state?: string } | null;
    if (!res.ok || !json?.redirectUrl) {
      throw new ProviderUnavailableError(`PhonePe pay answered ${res.status}: ${describe(json)}`, res.status);
    }
    return { approvalUrl: json.redirectUrl, providerOrderId: json.orderId };
  }

  async getStatus(merchantOrderId: string): Promise<PaymentStatus> {
    const res = await this.authorized(
      'GET',
      `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
    );
    const json = (await readJson(res)) as PhonePeStatus | null;
    if (res.status === 404) throw new ProviderOrderNotFoundError(merchantOrderId);
    if (!res.ok || !json)
      throw new ProviderUnavailableError(
        `PhonePe status answered ${res.status}: ${describe(json)}`,
        res.status,
      );
    const state = parseState(json.state);
    if (!state || typeof json.amount !== 'number') {
      throw new ProviderUnavailableError(`PhonePe status answer is not understood: ${describe(json)}`);
    }
    const attempts = Array.isArray(json.paymentDetails) ? json.paymentDetails : [];
    const paid = attempts.find((a) => a?.state === 'COMPLETED') ?? attempts[attempts.length - 1];
    return {
      state,
      amountPaise: json.amount,
      providerOrderId: json.orderId,
      transactionId: paid?.transactionId,
      payerId: paid?.paymentMode,
      raw: json,
    };
  }

  /** Authorization must be SHA-256 hex of "username:password"; compared in constant time. */
  verifyWebhook(request: WebhookRequest): boolean {
    const { webhookUsername, webhookPassword } = this.opts;
    if (!webhookUsername || !webhookPassword) return false;
    const header = request.headers.authorization;
    const given = (Array.isArray(header) ? header[0] : header)
      ?.trim()
      .replace(/^SHA256\s+/i, '')
      .toLowerCase();
    if (!given) return false;
    const expected = sha256(`${webhookUsername}:${webhookPassword}`).toString('hex');
    // Hash both sides so the comparison is constant-time whatever the given length.
    return crypto.timingSafeEqual(sha256(given), sha256(expected));
  }

  async refund(input: RefundInput): Promise<RefundAnswer> {
    const res = await this.authorized('POST', '/payments/v2/refund', {
      merchantRefundId: input.merchantRefundId,
      originalMerchantOrderId: input.merchantOrderId,
      amount: input.amountPaise,
    });
    const json = (await readJson(res)) as { refundId?: unknown; state?: unknown } | null;
    if (res.ok) {
      const state = parseRefundState(json?.state ?? 'PENDING');
      if (typeof json?.refundId !== 'string' || !json.refundId || !state) {
        throw new ProviderUnavailableError(
          `PhonePe refund answer is not understood: ${describe(json)}`,
          res.status,
        );
      }
      return { refundId: json.refundId, state };
    }
    // Credentials still refused after a fresh token, or too many requests: try again later, not a refusal.
    if (res.status === 401 || res.status === 403 || res.status === 408 || res.status === 429) {
      throw new ProviderUnavailableError(
        `PhonePe refund answered ${res.status}: ${describe(json)}`,
        res.status,
      );
    }
    // A refusal. It may be PhonePe refusing our own earlier request (sent, then timed out here) as a duplicate:
    // when it holds this merchantRefundId for the same order and amount, that refund is the answer.
    const existing = await this.refundStatus(input.merchantRefundId).catch((err: unknown) => {
      if (err instanceof ProviderRefundNotFoundError) return null;
      throw err;
    });
    if (
      existing?.refundId &&
      existing.amountPaise === input.amountPaise &&
      (existing.raw as { originalMerchantOrderId?: unknown }).originalMerchantOrderId ===
        input.merchantOrderId
    ) {
      return { refundId: existing.refundId, state: existing.state };
    }
    throw new RefundRejectedError(
      `PhonePe refused the refund (${res.status}): ${describe(json)}`,
      res.status,
    );
  }

  async refundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const res = await this.authorized(
      'GET',
      `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
    );
    const json = (await readJson(res)) as PhonePeRefundStatus | null;
    if (res.status === 404) throw new ProviderRefundNotFoundError(merchantRefundId);
    if (!res.ok || !json) {
      throw new ProviderUnavailableError(
        `PhonePe refund status answered ${res.status}: ${describe(json)}`,
        res.status,
      );
    }
    const state = parseRefundState(json.state);
    if (!state || typeof json.amount !== 'number') {
      throw new ProviderUnavailableError(`PhonePe refund status answer is not understood: ${describe(json)}`);
    }
    const instruments = Array.isArray(json.splitInstruments) ? json.splitInstruments : [];
    const utr =
      instruments.map((i) => i?.rail?.utr).find(nonEmpty) ?? (nonEmpty(json.utr) ? json.utr : undefined);
    return {
      state,
      amountPaise: json.amount,
      refundId: nonEmpty(json.refundId) ? json.refundId : undefined,
      utr,
      errorCode: nonEmpty(json.errorCode) ? json.errorCode : undefined,
      detailedErrorCode: nonEmpty(json.detailedErrorCode) ? json.detailedErrorCode : undefined,
      raw: json,
    };
  }

  /** A call with the cached token; on 401 the token is fetched again once and the call repeated. */
  private async authorized(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    let token = await this.getToken();
    let res = await this.send(method, path, token.accessToken, body);
    if (res.status === 401) {
      await res.body?.cancel();
      this.invalidate(token);
      token = await this.getToken();
      res = await this.send(method, path, token.accessToken, body);
    }
    if (res.status >= 500) {
      const json = await readJson(res);
      throw new ProviderUnavailableError(`PhonePe answered ${res.status}: ${describe(json)}`, res.status);
    }
    return res;
  }

  private send(method: string, path: string, accessToken: string, body?: unknown): Promise<Response> {
    return this.fetch(`${this.pgBase}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `O-Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private invalidate(token: CachedToken) {
    if (this.token === token) this.token = null;
  }

  /** The cached token while it is fresh; otherwise one token request shared by all concurrent callers. */
  private async getToken(): Promise<CachedToken> {
    if (this.token && Date.now() < this.token.expiresAtMs - this.refreshMarginMs) return this.token;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<CachedToken> {
    const form = new URLSearchParams({
      client_id: this.opts.clientId,
      client_version: this.opts.clientVersion,
      client_secret: this.opts.clientSecret,
      grant_type: 'client_credentials',
    });
    const res = await this.fetch(`${this.authBase}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const json = (await readJson(res)) as {
      access_token?: string;
      expires_at?: number;
      expires_in?: number;
    } | null;
    if (!res.ok || !json?.access_token) {
      throw new ProviderUnavailableError(
        `PhonePe token request answered ${res.status}: ${describe(json)}`,
        res.status,
      );
    }
    const expiresAtMs =
      typeof json.expires_at === 'number'
        ? json.expires_at * 1000
        : Date.now() + (typeof json.expires_in === 'number' ? json.expires_in : 300) * 1000;
    this.token = { accessToken: json.access_token, expiresAtMs };
    return this.token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      const reason =
        err instanceof Error && err.name === 'TimeoutError'
          ? `timed out after ${this.timeoutMs} ms`
          : String((err as Error)?.message ?? err);
      throw new ProviderUnavailableError(`PhonePe could not be reached: ${reason}`);
    }
  }
}

interface PhonePeStatus {
  orderId?: string;
  state?: string;
  amount?: number;
  paymentDetails?: { transactionId?: string; state?: string; paymentMode?: string; amount?: number }[];
}

interface PhonePeRefundStatus {
  originalMerchantOrderId?: string;
  refundId?: unknown;
  amount?: number;
  state?: string;
  utr?: unknown;
  errorCode?: unknown;
  detailedErrorCode?: unknown;
  splitInstruments?: { amount?: number; rail?: { type?: string; utr?: unknown } }[];
}

const REFUND_STATES: readonly RefundState[] = ['PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'];

function parseRefundState(state: unknown): RefundState | null {
  return REFUND_STATES.find((s) => s === state) ?? null;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function parseState(state: unknown): ProviderState | null {
  return state === 'PENDING' || state === 'COMPLETED' || state === 'FAILED' ? state : null;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function describe(json: unknown): string {
  if (!json || typeof json !== 'object') return 'no JSON body';
  const o = json as { code?: unknown; message?: unknown };
  return [o.code, o.message].filter(Boolean).join(' ').slice(0, 300) || 'unexpected answer';
}

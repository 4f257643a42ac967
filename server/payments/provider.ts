/**
 * The payment provider interface: the one seam between the shop and whoever takes the money.
 *
 * Extension point. A provider must:
 * - createPayment: register an order of `amountPaise` under our `merchantOrderId` and give back the URL the
 *   customer is sent to (SPEC's `approvalURL`); the customer comes back to `redirectUrl` afterwards.
 * - getStatus: say what the provider knows about that order now. The shop marks an order paid only when
 *   this says COMPLETED for the order's exact amount (DESIGN "Server-side truth"); webhooks and the
 *   customer's return are only hints to ask again.
 * - verifyWebhook: decide whether a webhook request really came from the provider.
 * - refund: ask the provider to give back `amountPaise` of an order it took, under our `merchantRefundId`
 *   (unique, at most 63 characters, idempotent: the shop stores the refund before it asks, and asks again with
 *   the same id after a timeout). The answer is usually PENDING; the money moves later.
 * - refundStatus: say what the provider knows about a refund now (PENDING, CONFIRMED, COMPLETED or FAILED,
 *   with the UTR once completed). Like payments, a refund is settled only on this answer; webhooks are hints.
 *
 * Providers are stateless towards the shop's instances: what they must remember lives in the database
 * (simulator) or at the provider (PhonePe); an in-memory cache (an OAuth token) may be lost at any time.
 */

export type ProviderState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface CreatePaymentInput {
  merchantOrderId: string;
  amountPaise: number;
  /** Where the provider sends the customer back (PUBLIC_URL/shop/phonepe-return). */
  redirectUrl: string;
  /** How long the provider should keep the payment open, in seconds. */
  expireAfterSeconds: number;
  /** Shown on the hosted page where the provider supports it. */
  description?: string;
}

export interface CreatePaymentResult {
  /** Where to send the customer: SPEC's approvalURL. */
  approvalUrl: string;
  /** The provider's own id of the order, when it has one. */
  providerOrderId?: string;
}

export interface PaymentStatus {
  state: ProviderState;
  /** The amount the provider has for this order, in paise. */
  amountPaise: number;
  providerOrderId?: string;
  /** The provider's id of the successful (or last) payment attempt, e.g. PhonePe's transactionId. */
  transactionId?: string;
  /** Who paid, where the provider says (e.g. the payment instrument). */
  payerId?: string;
  /** The provider's raw answer, for the payment_events log. */
  raw: unknown;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface RefundInput {
  merchantRefundId: string;
  merchantOrderId: string;
  amountPaise: number;
}

/** PhonePe's refund states: CONFIRMED means accepted by the bank, not yet paid out. */
export type RefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface RefundAnswer {
  /** The provider's id of the refund. */
  refundId: string;
  state: RefundState;
}

export interface RefundStatus {
  state: RefundState;
  amountPaise: number;
  refundId?: string;
  /** The bank's reference once the money reached the buyer (COMPLETED). */
  utr?: string;
  /** Why it failed, in the provider's words (FAILED). */
  errorCode?: string;
  detailedErrorCode?: string;
  raw: unknown;
}

/** The provider refused a refund request outright (4xx: over the amount paid, a bad id, an unpaid order). */
export class RefundRejectedError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'RefundRejectedError';
  }
}

export interface PaymentProvider {
  /** 'simulator' or 'phonepe': stored on orders as paymentMethod and on payments as provider. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  getStatus(merchantOrderId: string): Promise<PaymentStatus>;
  verifyWebhook(request: WebhookRequest): boolean;
  /** Throws ProviderUnavailableError (try again later) or RefundRejectedError (4xx: never will succeed). */
  refund(input: RefundInput): Promise<RefundAnswer>;
  /** Throws ProviderRefundNotFoundError when the provider never received this refund. */
  refundStatus(merchantRefundId: string): Promise<RefundStatus>;
}

/** The provider could not be reached, timed out, or answered with an error. */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider does not know this order. */
export class ProviderOrderNotFoundError extends Error {
  constructor(merchantOrderId: string) {
    super(`The payment provider does not know order ${merchantOrderId}`);
    this.name = 'ProviderOrderNotFoundError';
  }
}

/** The provider does not know this refund (it never arrived: safe to send it again). */
export class ProviderRefundNotFoundError extends Error {
  constructor(merchantRefundId: string) {
    super(`The payment provider does not know refund ${merchantRefundId}`);
    this.name = 'ProviderRefundNotFoundError';
  }
}

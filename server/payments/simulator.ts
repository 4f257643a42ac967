import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { paymentEvents } from '../db/schema';
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
} from './provider';
import { ProviderOrderNotFoundError, ProviderRefundNotFoundError, RefundRejectedError } from './provider';

/**
 * The built-in payment simulator (PAYMENT_PROVIDER=simulator, the default): a stand-in for PhonePe so
 * that the whole checkout works on a laptop with no account anywhere. The shop serves the "hosted payment
 * page" itself (payments.routes: /api/payments/simulator/pay/:merchantOrderId) with Pay, Fail and Cancel.
 *
 * Its gateway-side state lives in the database (payment_events, provider 'simulator', one 'gateway' row per
 * order), not in memory, so it behaves the same behind several server instances. Like PhonePe, an order
 * left open past its expiry counts as FAILED.
 *
 * Refunds live there too (one 'simulator.refund' row per merchantRefundId). Like PhonePe, a refund answers
 * PENDING; the tester completes or fails it on the simulator's refund page
 * (/api/payments/simulator/refund/:merchantRefundId), which stands in for the bank.
 */

export const SIMULATOR_PATH = '/api/payments/simulator/pay';
export const SIMULATOR_REFUND_PATH = '/api/payments/simulator/refund';
const PROVIDER = 'simulator';
const gatewayKey = (merchantOrderId: string) => `gateway:${merchantOrderId}`;
const refundKey = (merchantRefundId: string) => `refund:${merchantRefundId}`;
const MERCHANT_REFUND_ID = /^[A-Za-z0-9_-]{1,63}$/;

/** Where the tester completes or fails a simulated refund (shown to the admin beside a pending refund). */
export function simulatorRefundUrl(publicUrl: string, merchantRefundId: string): string {
  return `${publicUrl}${SIMULATOR_REFUND_PATH}/${encodeURIComponent(merchantRefundId)}`;
}

export interface SimulatorRefund {
  merchantRefundId: string;
  merchantOrderId: string;
  amountPaise: number;
  state: RefundState;
  refundId: string;
  /** The bank's reference, once COMPLETED. */
  utr?: string;
  /** Why it failed, once FAILED. */
  errorCode?: string;
  detailedErrorCode?: string;
  createdAt: string;
}

export interface SimulatorOrder {
  merchantOrderId: string;
  state: ProviderState;
  amountPaise: number;
  expireAt: string;
  transactionId?: string;
  description?: string;
  redirectUrl: string;
}

export class SimulatorProvider implements PaymentProvider {
  readonly name = 'simulator';

  constructor(
    private readonly db: DbOrTx,
    private readonly publicUrl: string,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult> {
    const order: SimulatorOrder = {
      merchantOrderId: input.merchantOrderId,
      state: 'PENDING',
      amountPaise: input.amountPaise,
      expireAt: new Date(Date.now() + input.expireAfterSeconds * 1000).toISOString(),
      description: input.description,
      redirectUrl: input.redirectUrl,
    };
    await this.db
      .insert(paymentEvents)
      .values({
        provider: PROVIDER,
        merchantOrderId: input.merchantOrderId,
        eventType: 'simulator.gateway',
        dedupeKey: gatewayKey(input.merchantOrderId),
        payload: order,
      })
      .onConflictDoNothing();
    return {
      approvalUrl: `${this.publicUrl}${SIMULATOR_PATH}/${encodeURIComponent(input.merchantOrderId)}`,
      providerOrderId: `SIM-${input.merchantOrderId}`,
    };
  }

  /** The simulator's record under `key` (an order's gateway row or a refund's), or null. */
  private async record<T>(key: string, db: DbOrTx = this.db): Promise<T | null> {
    const [row] = await db
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, PROVIDER), eq(paymentEvents.dedupeKey, key)));
    return row ? (row.payload as T) : null;
  }

  /**
   * Replaces the PENDING record under `key` with `next`, by a conditional update, so a double click or two tabs
   * settle it once; the record as it now stands, which `reread` gives when another click won.
   */
  private async settle<T>(key: string, next: T, reread: () => Promise<T | null>): Promise<T | null> {
    const updated = await this.db
      .update(paymentEvents)
      .set({ payload: next })
      .where(
        and(
          eq(paymentEvents.provider, PROVIDER),
          eq(paymentEvents.dedupeKey, key),
          sql`${paymentEvents.payload}->>'state' = 'PENDING'`,
        ),
      )
      .returning({ payload: paymentEvents.payload });
    return updated.length ? (updated[0].payload as T) : reread();
  }

  /** The simulated gateway's record of an order, with expiry applied, or null. */
  async find(merchantOrderId: string): Promise<SimulatorOrder | null> {
    const order = await this.record<SimulatorOrder>(gatewayKey(merchantOrderId));
    if (!order) return null;
    if (order.state === 'PENDING' && Date.parse(order.expireAt) <= Date.now())
      return { ...order, state: 'FAILED' };
    return order;
  }

  async getStatus(merchantOrderId: string): Promise<PaymentStatus> {
    const order = await this.find(merchantOrderId);
    if (!order) throw new ProviderOrderNotFoundError(merchantOrderId);
    return {
      state: order.state,
      amountPaise: order.amountPaise,
      providerOrderId: `SIM-${merchantOrderId}`,
      transactionId: order.transactionId,
      payerId: order.state === 'COMPLETED' ? 'simulator-upi@sim' : undefined,
      raw: order,
    };
  }

  /**
   * The customer's choice on the hosted page. Only a PENDING, unexpired order changes (settle); returns the
   * order as it now stands.
   */
  async decide(merchantOrderId: string, outcome: 'pay' | 'fail' | 'cancel'): Promise<SimulatorOrder | null> {
    const current = await this.find(merchantOrderId);
    if (!current || current.state !== 'PENDING') return current;
    const next: SimulatorOrder =
      outcome === 'pay'
        ? {
            ...current,
            state: 'COMPLETED',
            transactionId: `SIMTXN${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
          }
        : { ...current, state: 'FAILED' };
    return this.settle(gatewayKey(merchantOrderId), next, () => this.find(merchantOrderId));
  }

  /**
   * A refund of a COMPLETED simulated payment, answered PENDING. Idempotent on merchantRefundId: a second
   * call returns the first refund, whatever it asks. Refused (RefundRejectedError) like PhonePe refuses:
   * an unknown or unpaid order, an amount that is not a whole number of paise, under ₹1, or above what was
   * paid less what the order's other refunds (all but FAILED ones) already hold. The order's gateway row is
   * locked meanwhile, so two concurrent refunds of one order cannot both take the same balance.
   */
  async refund(input: RefundInput): Promise<RefundAnswer> {
    const { merchantRefundId, merchantOrderId, amountPaise } = input;
    if (!MERCHANT_REFUND_ID.test(merchantRefundId))
      throw new RefundRejectedError('Invalid merchantRefundId', 400);
    const existing = await this.findRefund(merchantRefundId);
    if (existing) return { refundId: existing.refundId, state: existing.state };
    if (!Number.isInteger(amountPaise) || amountPaise < 100) {
      throw new RefundRejectedError('A refund must be a whole number of paise, at least 100', 400);
    }
    const refund = await this.db.transaction(async (tx) => {
      const [gateway] = await tx
        .select({ payload: paymentEvents.payload })
        .from(paymentEvents)
        .where(
          and(eq(paymentEvents.provider, PROVIDER), eq(paymentEvents.dedupeKey, gatewayKey(merchantOrderId))),
        )
        .for('update');
      const order = gateway?.payload as SimulatorOrder | undefined;
      if (!order || order.state !== 'COMPLETED') {
        throw new RefundRejectedError(`Order ${merchantOrderId} has no completed payment to refund`, 400);
      }
      const again = await this.findRefund(merchantRefundId, tx);
      if (again) return again;
      const others = await tx
        .select({ payload: paymentEvents.payload })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.provider, PROVIDER),
            eq(paymentEvents.eventType, 'simulator.refund'),
            eq(paymentEvents.merchantOrderId, merchantOrderId),
            ne(sql`${paymentEvents.payload}->>'state'`, 'FAILED'),
          ),
        );
      const held = others.reduce((sum, r) => sum + (r.payload as SimulatorRefund).amountPaise, 0);
      if (amountPaise > order.amountPaise - held) {
        throw new RefundRejectedError(
          `A refund of ${amountPaise} paise is more than the ${order.amountPaise - held} paise left to refund`,
          400,
        );
      }
      const created: SimulatorRefund = {
        merchantRefundId,
        merchantOrderId,
        amountPaise,
        state: 'PENDING',
        refundId: `SIMR${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
        createdAt: new Date().toISOString(),
      };
      const inserted = await tx
        .insert(paymentEvents)
        .values({
          provider: PROVIDER,
          merchantOrderId,
          eventType: 'simulator.refund',
          dedupeKey: refundKey(merchantRefundId),
          payload: created,
        })
        .onConflictDoNothing()
        .returning({ payload: paymentEvents.payload });
      return inserted.length ? created : ((await this.findRefund(merchantRefundId, tx)) ?? created);
    });
    return { refundId: refund.refundId, state: refund.state };
  }

  /** The simulated bank's record of a refund, or null. */
  findRefund(merchantRefundId: string, db: DbOrTx = this.db): Promise<SimulatorRefund | null> {
    return this.record<SimulatorRefund>(refundKey(merchantRefundId), db);
  }

  async refundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const refund = await this.findRefund(merchantRefundId);
    if (!refund) throw new ProviderRefundNotFoundError(merchantRefundId);
    return {
      state: refund.state,
      amountPaise: refund.amountPaise,
      refundId: refund.refundId,
      utr: refund.utr,
      errorCode: refund.errorCode,
      detailedErrorCode: refund.detailedErrorCode,
      raw: refund,
    };
  }

  /**
   * The tester's choice on the refund page, standing in for the bank. Only a PENDING refund changes (settle);
   * returns the refund as it now stands, or null.
   */
  async decideRefund(
    merchantRefundId: string,
    outcome: 'complete' | 'fail',
  ): Promise<SimulatorRefund | null> {
    const current = await this.findRefund(merchantRefundId);
    if (!current || current.state !== 'PENDING') return current;
    const next: SimulatorRefund =
      outcome === 'complete'
        ? {
            ...current,
            state: 'COMPLETED',
            utr: `SIMUTR${crypto.randomInt(0, 1e12).toString().padStart(12, '0')}`,
          }
        : {
            ...current,
            state: 'FAILED',
            errorCode: 'REFUND_FAILED',
            detailedErrorCode: 'The simulated bank declined the refund',
          };
    return this.settle(refundKey(merchantRefundId), next, () => this.findRefund(merchantRefundId));
  }

  /** The simulator sends no webhooks, so none is ever genuine. */
  verifyWebhook(): boolean {
    return false;
  }
}

import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { paymentEvents } from '../db/schema';
import type {
  CreatePaymentInput,
  CreatePaymentResult,
  PaymentProvider,
  PaymentStatus,
  ProviderState,
} from './provider';
import { ProviderOrderNotFoundError } from './provider';

/**
 * The built-in payment simulator (PAYMENT_PROVIDER=simulator, the default): a stand-in for PhonePe so
 * that the whole checkout works on a laptop with no account anywhere. The shop serves the "hosted payment
 * page" itself (payments.routes: /api/payments/simulator/pay/:merchantOrderId) with Pay, Fail and Cancel.
 *
 * Its gateway-side state lives in the database (payment_events, provider 'simulator', one 'gateway' row per
 * order), not in memory, so it behaves the same behind several server instances. Like PhonePe, an order
 * left open past its expiry counts as FAILED.
 */

export const SIMULATOR_PATH = '/api/payments/simulator/pay';
const PROVIDER = 'simulator';
const gatewayKey = (merchantOrderId: string) => `gateway:${merchantOrderId}`;

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

  /** The simulated gateway's record of an order, with expiry applied, or null. */
  async find(merchantOrderId: string): Promise<SimulatorOrder | null> {
    const [row] = await this.db
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, PROVIDER), eq(paymentEvents.dedupeKey, gatewayKey(merchantOrderId))));
    if (!row) return null;
    const order = row.payload as SimulatorOrder;
    if (order.state === 'PENDING' && Date.parse(order.expireAt) <= Date.now()) return { ...order, state: 'FAILED' };
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
   * The customer's choice on the hosted page. Only a PENDING, unexpired order changes (a conditional
   * update, so a double click or two tabs settle it once); returns the order as it now stands.
   */
  async decide(merchantOrderId: string, outcome: 'pay' | 'fail' | 'cancel'): Promise<SimulatorOrder | null> {
    const current = await this.find(merchantOrderId);
    if (!current || current.state !== 'PENDING') return current;
    const next: SimulatorOrder =
      outcome === 'pay'
        ? { ...current, state: 'COMPLETED', transactionId: `SIMTXN${crypto.randomBytes(8).toString('hex').toUpperCase()}` }
        : { ...current, state: 'FAILED' };
    const updated = await this.db
      .update(paymentEvents)
      .set({ payload: next })
      .where(
        and(
          eq(paymentEvents.provider, PROVIDER),
          eq(paymentEvents.dedupeKey, gatewayKey(merchantOrderId)),
          sql`${paymentEvents.payload}->>'state' = 'PENDING'`,
        ),
      )
      .returning({ payload: paymentEvents.payload });
    return updated.length ? (updated[0].payload as SimulatorOrder) : this.find(merchantOrderId);
  }

  /** The simulator sends no webhooks, so none is ever genuine. */
  verifyWebhook(): boolean {
    return false;
  }
}

import crypto from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../../lib/errors';
import { paymentProviderFor } from '../../../payments/registry';
import { ProviderOrderNotFoundError, type WebhookRequest } from '../../../payments/provider';
import { SimulatorProvider } from '../../../payments/simulator';
import { simulatorPageHtml } from '../../../payments/simulator-page';
import { applyProviderStatus, flagRefundFor } from './order-payment';
import { type OrderDeps, repo as orderRepo } from '../core';
import { getShopName } from '../../settings';

// ---------------------------------------------------------------- background work

/**
 * Webhooks are acknowledged at once and acted on right after (and a checkout may leave earlier orders
 * settling); the work is tracked per app so that shutdown (and tests) can wait for it. Losing it is
 * harmless: capture and the sweeper ask the provider too.
 */
const inFlight = new WeakMap<AppConfig, Set<Promise<unknown>>>();

export function trackPaymentWork(deps: OrderDeps, job: Promise<unknown>): void {
  let set = inFlight.get(deps.config);
  if (!set) inFlight.set(deps.config, (set = new Set()));
  const s = set;
  // Stryker disable next-line ArrowFunction: `() => undefined` differs only in the log line it leaves out.
  const p = job.catch((err: unknown) =>
    deps.log.warn({ err: (err as Error)?.message }, 'payment background job failed'),
  );
  s.add(p);
  void p.finally(() => s.delete(p));
}

/** Resolves when every webhook or simulator job of this app has finished. */
export async function waitForPaymentWork(app: { config: AppConfig }): Promise<void> {
  const set = inFlight.get(app.config);
  while (set && set.size) await Promise.allSettled([...set]);
}

/** Asks the provider about one order and applies the answer (the provider, never the caller, is the truth). */
async function reconcile(deps: OrderDeps, merchantOrderId: string) {
  const order = await orderRepo.findOrderByMerchantOrderId(deps.db, merchantOrderId);
  if (!order) {
    // Deleted by an admin (or never ours). If the provider says money was taken anyway, keep it for a refund.
    // When the provider cannot be asked, the error forgets the delivery, so that PhonePe's retry asks again.
    const status = await paymentProviderFor(deps)
      .getStatus(merchantOrderId)
      .catch((err: unknown) => {
        if (err instanceof ProviderOrderNotFoundError) return null;
        throw err;
      });
    if (status?.state === 'COMPLETED') {
      await flagRefundFor(deps, merchantOrderId, status, {
        reason: 'paid for an order that no longer exists',
      });
      deps.log.warn({ merchantOrderId }, 'payment for a deleted order; refund needed');
    } else {
      deps.log.warn({ merchantOrderId }, 'payment event for an unknown order ignored');
    }
    return null;
  }
  const status = await paymentProviderFor(deps).getStatus(merchantOrderId);
  return applyProviderStatus(deps, order, status);
}

// ---------------------------------------------------------------- PhonePe webhook

const WebhookBody = z.object({
  event: z.string().min(1).max(200),
  payload: z
    .object({
      merchantOrderId: z.string().min(1).max(100),
      orderId: z.string().max(200).optional(),
      state: z.string().max(50).optional(),
      amount: z.number().optional(),
    })
    .passthrough(),
});

/** Rejects a webhook whose Authorization is not the configured SHA-256 of username:password (401, nothing recorded). */
export function authenticateWebhook(deps: OrderDeps, request: WebhookRequest): void {
  if (!paymentProviderFor(deps).verifyWebhook(request))
    throw new UnauthorizedError('Invalid webhook authorization');
}

/**
 * A genuine PhonePe webhook: recorded once per (event, order, state) — duplicates stop here — then the
 * order is re-checked with the status API in the background. The answer does not wait for PhonePe. A
 * delivery whose re-check changed nothing because the status API still says pending is forgotten again.
 */
export async function receivePhonePeWebhook(deps: OrderDeps, body: unknown): Promise<{ duplicate: boolean }> {
  const parsed = WebhookBody.safeParse(body);
  if (!parsed.success) throw new ValidationError('Webhook body is not understood');
  const { event, payload } = parsed.data;
  const provider = paymentProviderFor(deps).name;
  const dedupeKey = `${event}:${payload.orderId ?? payload.merchantOrderId}:${payload.state ?? ''}`;
  const recorded = await orderRepo.recordPaymentEvent(deps.db, {
    provider,
    merchantOrderId: payload.merchantOrderId,
    eventType: event,
    dedupeKey,
    payload: parsed.data,
  });
  if (!recorded) return { duplicate: true };
  // The event stays recorded (handled) only once it was acted on: when the status API does not agree yet
  // (still pending) or cannot be asked, it is forgotten, so that PhonePe's redelivery asks again.
  const forget = () => orderRepo.deletePaymentEvent(deps.db, provider, dedupeKey);
  trackPaymentWork(
    deps,
    reconcile(deps, payload.merchantOrderId).then(
      async (outcome) => {
        // Stryker disable next-line OptionalChaining: outcome is null only for an order that is gone, where `outcome.kind` throws inside this handler, which track only logs: the delivery is kept all the same.
        if (outcome?.kind === 'pending') await forget();
      },
      async (err: unknown) => {
        await forget();
        throw err;
      },
    ),
  );
  return { duplicate: false };
}

// ---------------------------------------------------------------- simulator hosted page

/** The simulator, or 404 when PhonePe is the provider. */
export function simulatorOf(deps: OrderDeps): SimulatorProvider {
  const provider = paymentProviderFor(deps);
  if (!(provider instanceof SimulatorProvider))
    throw new NotFoundError('The payment simulator is not enabled');
  return provider;
}

/** The simulator's hosted payment page (server/payments/simulator-page.ts): merchant, amount, the order's number and Pay / Fail / Cancel. */
export async function renderSimulatorPage(deps: OrderDeps, merchantOrderId: string): Promise<string> {
  const sim = simulatorOf(deps);
  const payment = await sim.find(merchantOrderId);
  const order = await orderRepo.findOrderByMerchantOrderId(deps.db, merchantOrderId);
  if (!payment || !order) throw new NotFoundError('Unknown payment');
  const merchant = await getShopName(deps.db);
  const action = `/api/payments/simulator/pay/${encodeURIComponent(merchantOrderId)}`;
  return simulatorPageHtml({ merchant, payment, orderNumber: order.orderNumber, merchantOrderId, action });
}

export const SimulatorAction = z.enum(['pay', 'fail', 'cancel', 'return'], {
  message: 'action must be pay, fail, cancel or return',
});

/**
 * The customer's choice on the simulator page; then, like PhonePe's webhook, the shop is told in the
 * background. Returns where to send the customer: the return address checkout gave with the payment
 * (PUBLIC_URL/shop/phonepe-return?orderId=…), as PhonePe does.
 */
export async function simulatorDecide(
  deps: OrderDeps,
  merchantOrderId: string,
  action: z.infer<typeof SimulatorAction>,
): Promise<string> {
  const sim = simulatorOf(deps);
  const payment = await sim.find(merchantOrderId);
  if (!payment) throw new NotFoundError('Unknown payment');
  if (action !== 'return') {
    await sim.decide(merchantOrderId, action);
    // Like PhonePe after a payment: the shop is told, and asks the provider itself (once more is harmless).
    trackPaymentWork(deps, reconcile(deps, merchantOrderId));
  }
  return payment.redirectUrl;
}

/** sha256 hex of "username:password": what PhonePe puts in a webhook's Authorization header. */
export function webhookAuthorization(username: string, password: string): string {
  return crypto.createHash('sha256').update(`${username}:${password}`).digest('hex');
}

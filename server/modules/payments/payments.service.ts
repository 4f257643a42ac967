import crypto from 'node:crypto';
import { z } from 'zod';
import { formatPaise } from '../../../common/money';
import type { AppConfig } from '../../config';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { escapeHtml } from '../../mail/html';
import { paymentProviderFor } from '../../payments/registry';
import type { WebhookRequest } from '../../payments/provider';
import { SimulatorProvider, type SimulatorOrder } from '../../payments/simulator';
import { applyProviderStatus, flagRefundFor, type OrderDeps } from '../orders/orders.service';
import * as orderRepo from '../orders/orders.repository';
import { getSettings } from '../settings/settings.service';

// ---------------------------------------------------------------- background work

/**
 * Webhooks are acknowledged at once and acted on right after; the work is tracked per app so that
 * shutdown (and tests) can wait for it. Losing it is harmless: capture and the sweeper ask the provider too.
 */
const inFlight = new WeakMap<AppConfig, Set<Promise<unknown>>>();

function track(deps: OrderDeps, job: Promise<unknown>) {
  let set = inFlight.get(deps.config);
  if (!set) inFlight.set(deps.config, (set = new Set()));
  const s = set;
  const p = job.catch((err: unknown) => deps.log.warn({ err: (err as Error)?.message }, 'payment background job failed'));
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
    const status = await paymentProviderFor(deps).getStatus(merchantOrderId).catch(() => null);
    if (status?.state === 'COMPLETED') {
      await flagRefundFor(deps, merchantOrderId, status, { reason: 'paid for an order that no longer exists' });
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
  if (!paymentProviderFor(deps).verifyWebhook(request)) throw new UnauthorizedError('Invalid webhook authorization');
}

/**
 * A genuine PhonePe webhook: recorded once per (event, order, state) — duplicates stop here — then the
 * order is re-checked with the status API in the background. The answer does not wait for PhonePe.
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
  track(
    deps,
    reconcile(deps, payload.merchantOrderId).catch(async (err: unknown) => {
      // Forget the event so that PhonePe's redelivery tries again.
      await orderRepo.deletePaymentEvent(deps.db, provider, dedupeKey);
      throw err;
    }),
  );
  return { duplicate: false };
}

// ---------------------------------------------------------------- simulator hosted page

function simulatorOf(deps: OrderDeps): SimulatorProvider {
  const provider = paymentProviderFor(deps);
  if (!(provider instanceof SimulatorProvider)) throw new NotFoundError('The payment simulator is not enabled');
  return provider;
}

const STATE_TEXT: Record<SimulatorOrder['state'], string> = {
  PENDING: 'Awaiting payment',
  COMPLETED: 'Paid',
  FAILED: 'Failed, cancelled or expired',
};

/** The simulator's hosted payment page: merchant, amount, order id and Pay / Fail / Cancel. */
export async function renderSimulatorPage(deps: OrderDeps, merchantOrderId: string): Promise<string> {
  const sim = simulatorOf(deps);
  const payment = await sim.find(merchantOrderId);
  const order = await orderRepo.findOrderByMerchantOrderId(deps.db, merchantOrderId);
  if (!payment || !order) throw new NotFoundError('Unknown payment');
  const merchant = (await getSettings(deps.db)).companyName.trim() || 'Hardware & Electrics Point';
  const action = `/api/payments/simulator/pay/${encodeURIComponent(merchantOrderId)}`;
  const open = payment.state === 'PENDING';
  const button = (value: string, label: string, color: string) =>
    `<button type="submit" name="action" value="${value}" style="flex:1;padding:12px;border:0;border-radius:6px;font-size:16px;font-weight:600;color:#fff;background:${color};cursor:pointer">${label}</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment simulator · ${escapeHtml(merchant)}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f5f4;color:#1c1917">
<main style="max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)">
<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:#78716c">Payment simulator — no real money moves</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(merchant)}</h1>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px">
<dt style="color:#78716c">Amount</dt><dd style="margin:0;font-size:24px;font-weight:700" data-testid="amount">${escapeHtml(formatPaise(payment.amountPaise))}</dd>
<dt style="color:#78716c">Order ID</dt><dd style="margin:0;word-break:break-all" data-testid="order-id">${escapeHtml(order.id)}</dd>
<dt style="color:#78716c">Reference</dt><dd style="margin:0;word-break:break-all">${escapeHtml(merchantOrderId)}</dd>
<dt style="color:#78716c">Status</dt><dd style="margin:0" data-testid="state">${STATE_TEXT[payment.state]}</dd>
</dl>
${
  open
    ? `<form method="post" action="${escapeHtml(action)}" style="display:flex;gap:8px">
${button('pay', 'Pay', '#15803d')}${button('fail', 'Fail', '#b91c1c')}${button('cancel', 'Cancel', '#57534e')}
</form>`
    : `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="action" value="return" style="width:100%;padding:12px;border:0;border-radius:6px;font-size:16px;background:#d97706;color:#fff">Return to the shop</button></form>`
}
</main></body></html>`;
}

export const SimulatorAction = z.enum(['pay', 'fail', 'cancel', 'return'], { message: 'action must be pay, fail, cancel or return' });

/**
 * The customer's choice on the simulator page; then, like PhonePe's webhook, the shop is told in the
 * background. Returns where to send the customer: PUBLIC_URL/shop/phonepe-return.
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
    const after = await sim.decide(merchantOrderId, action);
    if (after && after.state !== 'PENDING') track(deps, reconcile(deps, merchantOrderId));
  }
  return `${deps.config.publicUrl}/shop/phonepe-return`;
}

/** sha256 hex of "username:password": what PhonePe puts in a webhook's Authorization header. */
export function webhookAuthorization(username: string, password: string): string {
  return crypto.createHash('sha256').update(`${username}:${password}`).digest('hex');
}

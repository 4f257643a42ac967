import { z } from 'zod';
import { isOpenRefund } from '../../../../common/contracts/returns';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { paymentProviderFor } from '../../../payments/registry';
import { SIMULATOR_REFUND_PATH } from '../../../payments/simulator';
import { simulatorRefundPageHtml } from '../../../payments/simulator-page';
import { getShopName } from '../../settings';
import { type OrderDeps, repo as orderRepo } from '../core';
import { simulatorOf, trackPaymentWork } from '../payment';
import { reconcileRefund } from './refunds.service';

/**
 * What the provider tells the shop about refunds: PhonePe's refund webhooks, and the simulator's refund
 * page where a tester plays the bank. Both only prompt reconcileRefund, which asks the provider itself.
 */

/** pg.refund.accepted, .completed and .failed: about a refund, so keyed by our merchantRefundId. */
const RefundWebhookBody = z.object({
  event: z.string().min(1).max(200).startsWith('pg.refund.'),
  payload: z
    .object({
      merchantRefundId: z.string().min(1).max(63),
      originalMerchantOrderId: z.string().max(100).optional(),
      refundId: z.string().max(200).optional(),
      state: z.string().max(50).optional(),
      amount: z.number().optional(),
    })
    .passthrough(),
});

export const isRefundEvent = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { event?: unknown }).event === 'string' &&
  (body as { event: string }).event.startsWith('pg.refund.');

/**
 * A genuine refund webhook: recorded once per (event, refund, state) — duplicates stop here — then the
 * refund is settled from the refund status API in the background (reconcileRefund). When that fails, or the
 * status API still says the refund is open, the delivery is forgotten, so that PhonePe's redelivery asks again.
 */
export async function receiveRefundWebhook(deps: OrderDeps, body: unknown): Promise<{ duplicate: boolean }> {
  const parsed = RefundWebhookBody.safeParse(body);
  if (!parsed.success) throw new ValidationError('Refund webhook body is not understood');
  const { event, payload } = parsed.data;
  const provider = paymentProviderFor(deps).name;
  const dedupeKey = `${event}:${payload.merchantRefundId}:${payload.state ?? ''}`;
  const recorded = await orderRepo.recordPaymentEvent(deps.db, {
    provider,
    merchantOrderId: payload.originalMerchantOrderId ?? '',
    eventType: event,
    dedupeKey,
    payload: parsed.data,
  });
  if (!recorded) return { duplicate: true };
  trackPaymentWork(
    deps,
    reconcileRefund(deps, payload.merchantRefundId).then(
      async (state) => {
        // The status API does not agree yet (still open): forget the delivery, so that a redelivery asks again.
        if (state && isOpenRefund({ state }))
          await orderRepo.deletePaymentEvent(deps.db, provider, dedupeKey);
      },
      async (err: unknown) => {
        await orderRepo.deletePaymentEvent(deps.db, provider, dedupeKey);
        throw err;
      },
    ),
  );
  return { duplicate: false };
}

// ---------------------------------------------------------------- the simulator's refund page

/** The simulator's refund page (server/payments/simulator-page.ts): amount, references, state and Complete / Fail. */
export async function renderSimulatorRefundPage(deps: OrderDeps, merchantRefundId: string): Promise<string> {
  const sim = simulatorOf(deps);
  const refund = await sim.findRefund(merchantRefundId);
  if (!refund) throw new NotFoundError('Unknown refund');
  const merchant = await getShopName(deps.db);
  const action = `${SIMULATOR_REFUND_PATH}/${encodeURIComponent(merchantRefundId)}`;
  return simulatorRefundPageHtml({ merchant, refund, action });
}

export const SimulatorRefundAction = z.enum(['complete', 'fail', 'return'], {
  message: 'action must be complete, fail or return',
});

/**
 * The tester's choice on the simulator's refund page; then, like PhonePe's refund webhook, the shop is told
 * in the background. Returns where to send the tester: PUBLIC_URL/admin/orders.
 */
export async function simulatorRefundDecide(
  deps: OrderDeps,
  merchantRefundId: string,
  action: z.infer<typeof SimulatorRefundAction>,
): Promise<string> {
  const sim = simulatorOf(deps);
  const refund = await sim.findRefund(merchantRefundId);
  if (!refund) throw new NotFoundError('Unknown refund');
  if (action !== 'return') {
    await sim.decideRefund(merchantRefundId, action);
    trackPaymentWork(deps, reconcileRefund(deps, merchantRefundId));
  }
  return `${deps.config.publicUrl}/admin/orders`;
}

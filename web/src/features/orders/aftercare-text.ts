import type { ApiRefund, ApiReturn, ReturnsPolicy } from '../../../../common/contracts/returns';

/**
 * The words of the account's cancellations, returns and refunds: what a refund's state and a
 * return's status say to the buyer, and the policy's figures in the dialogs' sentences.
 */

/** "7–10 business days", "7 business days", "1 business day". */
export function businessDaysText({ min, max }: ReturnsPolicy['refundDays']): string {
  if (min >= max) return `${max} business ${max === 1 ? 'day' : 'days'}`;
  return `${min}–${max} business days`;
}

/** A percent as the dialog writes it: "10 %", "12.5 %" (at most 2 decimals, as the setting allows). */
export const percentText = (percent: number): string => `${Number(percent.toFixed(2))} %`;

/**
 * What the shop may keep of a return, from the settings: "A restocking fee of 10–20 % may be kept depending on
 * condition (unopened 10 %, opened 15 %, damaged packaging 20 %); faulty or wrong items are refunded in full."
 */
export function restockingText(p: ReturnsPolicy): string {
  const { unopened, opened, damagedPackaging } = p.restockingPercent;
  const fees = [unopened, opened, damagedPackaging];
  const min = Math.min(...fees);
  const max = Math.max(...fees);
  if (max <= 0) return 'No restocking fee is kept: returned items are refunded in full.';
  const range = min === max ? percentText(max) : `${Number(min.toFixed(2))}–${percentText(max)}`;
  return (
    `A restocking fee of ${range} may be kept depending on condition (unopened ${percentText(unopened)}, ` +
    `opened ${percentText(opened)}, damaged packaging ${percentText(damagedPackaging)}); ` +
    'faulty or wrong items are refunded in full.'
  );
}

/** A refund's state as the buyer reads it. */
export function refundStateText(r: Pick<ApiRefund, 'state' | 'utr' | 'retried'>): string {
  switch (r.state) {
    case 'requested':
      return 'Sending';
    case 'pending':
      return 'With your bank';
    case 'completed':
      return r.utr ? `Refunded (UTR ${r.utr})` : 'Refunded';
    case 'failed':
      return r.retried ? 'Failed — sent again' : 'Failed — the shop will retry';
  }
}

/** How the money goes back. */
export const REFUND_METHOD_TEXT: Record<ApiRefund['method'], string> = {
  provider: 'To your original payment method',
  upi: 'UPI transfer',
  bank: 'Bank transfer',
  outside: 'Given back outside the shop',
  storeCredit: 'As store credit (a gift card in your name)',
};

/** A return request's status as the buyer reads it: what happens next. */
export const RETURN_STATUS_TEXT: Record<ApiReturn['status'], string> = {
  requested: 'Requested',
  approved: 'Approved — please send the items back',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

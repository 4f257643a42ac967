import type {
  ApiRefund,
  ApiReturn,
  CONDITION_TEXT,
  ReturnReason,
  ReturnsPolicy,
} from '../../../../common/contracts/returns';
import { msg, translate, type Translate } from '../../i18n/i18n';

/** The English `t` for callers without a page's (the functions below take the page's `t` to speak Hindi). */
export const englishT: Translate = (text, vars) => translate({}, text, vars);

/**
 * The words of the account's cancellations, returns and refunds: what a refund's state and a
 * return's status say to the buyer, and the policy's figures in the dialogs' sentences.
 */

/** "7–10 business days", "7 business days", "1 business day". */
export function businessDaysText({ min, max }: ReturnsPolicy['refundDays'], t: Translate = englishT): string {
  if (min >= max) return max === 1 ? t('1 business day') : t('{max} business days', { max });
  return t('{min}–{max} business days', { min, max });
}

/** A percent as the dialog writes it: "10 %", "12.5 %" (at most 2 decimals, as the setting allows). */
export const percentText = (percent: number): string => `${Number(percent.toFixed(2))} %`;

/**
 * What the shop may keep of a return, from the settings: "A restocking fee of 10–20 % may be kept depending on
 * condition (unopened 10 %, opened 15 %, damaged packaging 20 %); faulty or wrong items are refunded in full."
 */
export function restockingText(p: ReturnsPolicy, t: Translate = englishT): string {
  const { unopened, opened, damagedPackaging } = p.restockingPercent;
  const fees = [unopened, opened, damagedPackaging];
  const min = Math.min(...fees);
  const max = Math.max(...fees);
  if (max <= 0) return t('No restocking fee is kept: returned items are refunded in full.');
  const range = min === max ? percentText(max) : `${Number(min.toFixed(2))}–${percentText(max)}`;
  return t(
    'A restocking fee of {range} may be kept depending on condition (unopened {unopened}, opened {opened}, damaged packaging {damaged}); faulty or wrong items are refunded in full.',
    {
      range,
      unopened: percentText(unopened),
      opened: percentText(opened),
      damaged: percentText(damagedPackaging),
    },
  );
}

/** A refund's state as the buyer reads it. */
export function refundStateText(
  r: Pick<ApiRefund, 'state' | 'utr' | 'retried'>,
  t: Translate = englishT,
): string {
  switch (r.state) {
    case 'requested':
      return t('Sending');
    case 'pending':
      return t('With your bank');
    case 'completed':
      return r.utr ? t('Refunded (UTR {utr})', { utr: r.utr }) : t('Refunded');
    case 'failed':
      return r.retried ? t('Failed — sent again') : t('Failed — the shop will retry');
  }
}

/** How the money goes back (marked for the catalogues: translate where shown). */
export const REFUND_METHOD_TEXT: Record<ApiRefund['method'], string> = {
  provider: msg('To your original payment method'),
  upi: msg('UPI transfer'),
  bank: msg('Bank transfer'),
  outside: msg('Given back outside the shop'),
  storeCredit: msg('As store credit (a gift card in your name)'),
};

/** A return request's status as the buyer reads it: what happens next. */
export const RETURN_STATUS_TEXT: Record<ApiReturn['status'], string> = {
  requested: msg('Requested'),
  approved: msg('Approved — please send the items back'),
  received: msg('Received'),
  refunded: msg('Refunded'),
  rejected: msg('Rejected'),
};

/**
 * The contracts' words for an item's condition and a return's reason (common/contracts/returns.ts, English, the
 * admin's and the mails'), marked for the catalogues so the buyer's Hindi page can translate them where shown.
 */
export const CONDITION_WORDS = {
  unopened: msg('Unopened'),
  opened: msg('Opened'),
  damagedPackaging: msg('Packaging damaged'),
  faulty: msg('Faulty or wrong item'),
} as const satisfies typeof CONDITION_TEXT;

export const RETURN_REASON_WORDS: Record<ReturnReason, string> = {
  damaged: msg('Arrived damaged'),
  wrongItem: msg('Wrong item sent'),
  notNeeded: msg('No longer needed'),
  other: msg('Other'),
};

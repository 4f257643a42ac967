import { formatPaise } from '../../common/money';
import { escapeHtml } from '../mail/html';
import type { SimulatorOrder, SimulatorRefund } from './simulator';

const STATE_TEXT: Record<SimulatorOrder['state'], string> = {
  PENDING: 'Awaiting payment',
  COMPLETED: 'Paid',
  FAILED: 'Failed, cancelled or expired',
};

// The shop's look (web/src/index.css and DESIGN): neutral greys, the hardware-orange brand, system fonts.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif;background:#f5f5f5;color:#171717;-webkit-text-size-adjust:100%}
header{background:#fff;border-bottom:1px solid #e5e5e5}
.bar{max-width:440px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;gap:10px}
.mark{width:36px;height:36px;border-radius:6px;background:#c2410c;color:#fff;display:inline-flex;align-items:center;justify-content:center;flex-shrink:0}
.shop{font-weight:800;font-size:15px;line-height:1.2;min-width:0;overflow-wrap:anywhere}
.secure{margin-left:auto;display:flex;align-items:center;gap:4px;font-size:12px;color:#525252;white-space:nowrap}
main{max-width:440px;margin:0 auto;padding:16px}
.card{background:#fff;border:1px solid #e5e5e5;border-radius:12px;padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
.notice{margin:0 0 16px;padding:10px 12px;border:1px solid #fcd34d;background:#fffbeb;color:#451a03;border-radius:8px;font-size:14px;line-height:1.45}
.notice strong{display:block}
.label{margin:0;font-size:12px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#525252}
.amount{margin:4px 0 16px;font-size:32px;font-weight:800;letter-spacing:-.01em}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px;font-size:14px}
dt{color:#525252}
dd{margin:0;overflow-wrap:anywhere}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
form{display:grid;gap:10px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:10px}
button{font:inherit;font-size:16px;font-weight:600;height:48px;border-radius:8px;cursor:pointer;padding:0 16px}
button:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
.pay{border:0;background:#c2410c;color:#fff}
.pay:hover{background:#9a3412}
.fail{border:1px solid #fca5a5;background:#fff;color:#b91c1c}
.fail:hover{background:#fef2f2}
.cancel{border:1px solid #d4d4d4;background:#fff;color:#262626}
.cancel:hover{background:#f5f5f5}
.back{border:0;background:#171717;color:#fff;width:100%}
.ok{border:0;background:#15803d;color:#fff}
.ok:hover{background:#166534}
.foot{margin:16px 0 0;font-size:13px;color:#525252;text-align:center;line-height:1.45}
`;

const ZAP =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z"/></svg>';
const LOCK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect width="18" height="11" x="3" y="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>';

/**
 * The simulator's hosted payment page, dressed as part of the shop: its name and mark, the amount and the
 * order number, Pay, Fail and Cancel, and a plain statement that no money moves. Every value is escaped.
 */
export function simulatorPageHtml(input: {
  merchant: string;
  payment: SimulatorOrder;
  /** The number the buyer knows the order by (HEP-…), as on every page and mail. */
  orderNumber: string;
  merchantOrderId: string;
  action: string;
}): string {
  const { payment, orderNumber, merchantOrderId, action } = input;
  const merchant = escapeHtml(input.merchant);
  const amount = escapeHtml(formatPaise(payment.amountPaise));
  const open = payment.state === 'PENDING';
  const buttons = open
    ? `<button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
<div class="row"><button class="fail" type="submit" name="action" value="fail">Fail</button><button class="cancel" type="submit" name="action" value="cancel">Cancel</button></div>`
    : `<button class="back" type="submit" name="action" value="return">Return to the shop</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Pay ${amount} · ${merchant}</title><style>${STYLE}</style></head>
<body>
<header><div class="bar"><span class="mark">${ZAP}</span><span class="shop">${merchant}</span><span class="secure">${LOCK} Payment</span></div></header>
<main>
<div class="card">
<p class="notice" role="note"><strong>Test payment page — no money moves.</strong>This simulator stands in for PhonePe. Pay marks the order paid without charging anyone; Fail and Cancel end it unpaid.</p>
<h1 class="label">Amount to pay</h1>
<p class="amount" data-testid="amount">${amount}</p>
<dl>
<dt>Order number</dt><dd class="mono" data-testid="order-number">${escapeHtml(orderNumber)}</dd>
<dt>Reference</dt><dd class="mono">${escapeHtml(merchantOrderId)}</dd>
<dt>Status</dt><dd data-testid="state">${STATE_TEXT[payment.state]}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
${buttons}
</form>
</div>
<p class="foot">${open ? `You return to ${merchant} after choosing.` : `This payment is settled. Go back to ${merchant} to see your order.`}</p>
</main></body></html>`;
}

const REFUND_STATE_TEXT: Record<SimulatorRefund['state'], string> = {
  PENDING: 'Refund pending',
  CONFIRMED: 'Accepted by the bank',
  COMPLETED: 'Refunded',
  FAILED: 'Refund failed',
};

/**
 * The simulator's refund page, standing in for the bank behind PhonePe: the shop's name, the amount, the
 * order's payment reference and the refund's state, with Complete refund and Fail refund while it is
 * pending, and a plain statement that no money moves. Every value is escaped.
 */
export function simulatorRefundPageHtml(input: {
  merchant: string;
  refund: SimulatorRefund;
  action: string;
}): string {
  const { refund, action } = input;
  const merchant = escapeHtml(input.merchant);
  const amount = escapeHtml(formatPaise(refund.amountPaise));
  const open = refund.state === 'PENDING';
  const buttons = open
    ? `<div class="row"><button class="ok" type="submit" name="action" value="complete">Complete refund</button><button class="fail" type="submit" name="action" value="fail">Fail refund</button></div>
<button class="cancel" type="submit" name="action" value="return">Back to the orders</button>`
    : `<button class="back" type="submit" name="action" value="return">Back to the orders</button>`;
  const outcome =
    refund.state === 'COMPLETED' && refund.utr
      ? `<dt>UTR</dt><dd class="mono" data-testid="utr">${escapeHtml(refund.utr)}</dd>`
      : refund.state === 'FAILED' && refund.errorCode
        ? `<dt>Reason</dt><dd data-testid="reason">${escapeHtml(
            [refund.errorCode, refund.detailedErrorCode].filter(Boolean).join(': '),
          )}</dd>`
        : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Refund ${amount} · ${merchant}</title><style>${STYLE}</style></head>
<body>
<header><div class="bar"><span class="mark">${ZAP}</span><span class="shop">${merchant}</span><span class="secure">${LOCK} Refund</span></div></header>
<main>
<div class="card">
<p class="notice" role="note"><strong>Test refund page — no money moves.</strong>This simulator stands in for PhonePe and the buyer's bank. Complete refund settles it with a made-up UTR; Fail refund declines it.</p>
<h1 class="label">Amount to refund</h1>
<p class="amount" data-testid="amount">${amount}</p>
<dl>
<dt>Order reference</dt><dd class="mono" data-testid="order-ref">${escapeHtml(refund.merchantOrderId)}</dd>
<dt>Refund reference</dt><dd class="mono" data-testid="refund-ref">${escapeHtml(refund.merchantRefundId)}</dd>
<dt>Status</dt><dd data-testid="state">${REFUND_STATE_TEXT[refund.state]}</dd>
${outcome}
</dl>
<form method="post" action="${escapeHtml(action)}">
${buttons}
</form>
</div>
<p class="foot">${open ? `You return to ${merchant}'s orders after choosing.` : `This refund is settled. Go back to ${merchant}'s orders to see it.`}</p>
</main></body></html>`;
}

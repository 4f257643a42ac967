import { formatPaise } from '../../../common/money';
import { escapeHtml, renderMailHtml } from '../../mail/html';
import { queueMail } from '../../mail/mailer';
import { getShopName } from '../settings';
import type { OrderDeps } from './order-deps';
import { accountEmail, type OrderItemRow, type OrderRow } from './orders.repository';

/**
 * The order confirmation mail, sent once by whichever caller marked the order paid (or, for cash on delivery,
 * by the checkout that placed it), after its transaction committed, to the customer's account e-mail. Delivery runs in the background (queueMail): a slow or failing mail server never fails a payment.
 */
export async function sendOrderConfirmation(deps: OrderDeps, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  try {
    const shop = await getShopName(deps.db);
    const a = order.addressInfo;
    // Inter-state orders carry IGST only, intra-state ones CGST and SGST (issue 17).
    const taxes: [string, number][] =
      order.taxType === 'inter'
        ? [['IGST', order.igstPaise]]
        : [
            ['CGST', order.cgstPaise],
            ['SGST', order.sgstPaise],
          ];
    const lines = items.map((i) => `${i.quantity} × ${i.title} — ${formatPaise(i.lineTotalPaise)}`);
    const total = formatPaise(order.totalAmountPaise);
    const cash = order.paymentMethod === 'cod';
    const intro = cash
      ? `Thank you for your order. Please keep ${total} ready: you pay in cash when it is delivered.`
      : `Thank you for your order. We have received your payment of ${total} and your order is confirmed.`;
    const totalLabel = cash ? 'To pay on delivery' : 'Total paid';
    const text = [
      `Hello ${order.contactName},`,
      '',
      intro,
      '',
      `Order: ${order.id}`,
      order.invoiceNumber ? `Invoice: ${order.invoiceNumber}` : '',
      '',
      ...lines,
      '',
      `Subtotal: ${formatPaise(order.subtotalPaise)}`,
      ...taxes.map(([label, paise]) => `${label}: ${formatPaise(paise)}`),
      `${totalLabel}: ${total}`,
      '',
      `Delivery to: ${a.address}, ${a.city} ${a.pincode} (phone ${a.phone})`,
      '',
      `You can see your order and download its GST invoice under Account → Orders: ${deps.config.publicUrl}/shop/account`,
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n');
    const rows = items
      .map(
        (i) =>
          `<tr><td style="padding:4px 8px">${escapeHtml(i.title)}</td><td style="padding:4px 8px;text-align:right">${i.quantity}</td><td style="padding:4px 8px;text-align:right">${escapeHtml(formatPaise(i.lineTotalPaise))}</td></tr>`,
      )
      .join('');
    const bodyHtml = `<p>Hello ${escapeHtml(order.contactName)},</p>
<p>${escapeHtml(intro)}</p>
<p>Order: ${escapeHtml(order.id)}${order.invoiceNumber ? `<br>Invoice: ${escapeHtml(order.invoiceNumber)}` : ''}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px">${rows}
${taxes.map(([label, paise]) => `<tr><td style="padding:4px 8px">${label}</td><td></td><td style="padding:4px 8px;text-align:right">${escapeHtml(formatPaise(paise))}</td></tr>`).join('\n')}
<tr><td style="padding:4px 8px"><strong>${totalLabel}</strong></td><td></td><td style="padding:4px 8px;text-align:right"><strong>${escapeHtml(total)}</strong></td></tr></table>
<p>Delivery to: ${escapeHtml(`${a.address}, ${a.city} ${a.pincode}`)}</p>`;
    // To the account's own address, never the contactEmail the checkout sent: the shop mails only its customers.
    const to = await accountEmail(deps.db, order.userId);
    if (!to) return;
    queueMail(deps, {
      to,
      subject: cash ? `${shop}: order placed, pay ${total} on delivery` : `${shop}: order confirmed (${total})`,
      text,
      html: renderMailHtml({
        shopName: shop,
        heading: cash ? 'Your order is placed' : 'Your order is confirmed',
        bodyHtml,
        action: { label: 'View your orders', url: `${deps.config.publicUrl}/shop/account` },
      }),
    });
  } catch (err) {
    deps.log.warn({ err: (err as Error).message, orderId: order.id }, 'order confirmation mail could not be queued');
  }
}

import type { ReactNode } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import type { ApiOrder } from '../../../../../common/contracts/orders';
import { formatINR } from '../../../../../common/money';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { AddressLines } from '../../../components/address-card';
import { invoiceUrl } from '../api/invoice-url';
import { formatOrderDate, formatOrderDateTime } from '../format';
import { paymentMethodLabel, payOnDeliveryOf, payOnDeliveryText } from '../pay-on-delivery';
import { LineThumb } from '../../../components/line-thumb';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';
import { useLang, useT } from '../../../i18n/i18n';
import { orderTotals, TaxBreakdown } from '../../../components/tax-breakdown';
import { OrderCharges, OrderDeliveryFact } from '../../../components/order-charges';
import { OrderActionsBar } from './order-actions';
import { creditNotesOf, CreditNoteLinks, RefundsSection, ReturnsSection } from './order-refunds';

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', wide && 'max-sm:col-span-2')}>
      <dt className="text-xs font-medium uppercase tracking-wide text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className}>
      <h3 className="mb-2 text-sm font-semibold text-neutral-950">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Everything about one order, as the customer's account shows it: facts (with the delivery method and
 * expected dates), lines, the goods and charges, the tax breakdown and total, where it goes and who to contact, and the GST invoice once paid
 * (a cash-on-delivery order's once dispatched, and the cash still to pay at the door). Takes any order with the shop
 * order's fields (the admin's order has them too); `actions` is room for a screen's own controls. The buyer's
 * own steps (cancel, return) show when the order's `actions` allow them, with its refunds, returns and every
 * credit note. Once shipped, the courier and the AWB with a Track link to the courier's page.
 */
export function OrderDetails({ order, actions }: { order: ApiOrder; actions?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const cod = order.paymentMethod === 'cod';
  // Paid online, the invoice comes with the payment; a cash-on-delivery order's when it is dispatched.
  const paid = (order.paymentStatus === 'paid' || cod) && !!order.invoiceNumber;
  const due = payOnDeliveryOf(order);
  const itemCount = order.cartItems.reduce((n, i) => n + i.quantity, 0);
  const hasCreditNotes = creditNotesOf(order).length > 0;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Fact label={t('Order ID')} wide>
          <span className="grid gap-0.5">
            <span className="font-semibold tabular-nums" data-testid="order-number">
              {order.orderNumber}
            </span>
            <span className="break-all font-mono text-xs text-neutral-600">{order._id}</span>
          </span>
        </Fact>
        <Fact label={t('Order date')}>{formatOrderDateTime(order.orderDate, lang)}</Fact>
        <Fact label={t('Order status')}>
          <span className="grid justify-items-start gap-1">
            <OrderStatusBadge status={order.orderStatus} cancelled={!!order.cancelledAt} />
            {order.cancelledAt ? (
              <span className="text-xs text-neutral-600" data-testid="cancelled-by-you">
                {t('Cancelled by you on {date}', { date: formatOrderDateTime(order.cancelledAt, lang) })}
              </span>
            ) : null}
          </span>
        </Fact>
        <Fact label={t('Payment')}>
          <span className="grid justify-items-start gap-1">
            <PaymentStatusBadge
              status={order.paymentStatus}
              method={order.paymentMethod}
              payOnDelivery={order.payOnDelivery}
            />
            <span className="text-xs text-neutral-600">
              {t('via {method}', { method: t(paymentMethodLabel(order.paymentMethod)) })}
            </span>
            {(order.giftCardAmount ?? 0) > 0 ? (
              // A gift card's part (issue 47), and what PhonePe or the cash paid or is to pay beside it.
              <span className="grid text-xs text-neutral-700" data-testid="paid-by-gift-card">
                <span className="tabular-nums">
                  {t('Paid by gift card: {amount}', { amount: formatINR(order.giftCardAmount ?? 0) })}
                </span>
                {(order.amountDue ?? 0) > 0 && order.paymentStatus === 'paid' ? (
                  <span className="tabular-nums">
                    {cod
                      ? t('Paid by cash: {amount}', { amount: formatINR(order.amountDue ?? 0) })
                      : t('Paid by PhonePe: {amount}', { amount: formatINR(order.amountDue ?? 0) })}
                  </span>
                ) : null}
              </span>
            ) : null}
            {due > 0 ? (
              <strong className="font-semibold tabular-nums">{payOnDeliveryText(due, t)}</strong>
            ) : null}
            {cod && order.paymentStatus === 'paid' && order.paidAt ? (
              <span className="text-xs text-neutral-600">
                {t('Paid in cash on {date}', { date: formatOrderDate(order.paidAt, lang) })}
              </span>
            ) : null}
          </span>
        </Fact>
        {order.deliveryMethod || order.expectedDelivery ? (
          <Fact label={t('Delivery')}>
            <OrderDeliveryFact order={order} />
          </Fact>
        ) : null}
        {order.placeOfSupply ? (
          <Fact label={t('Place of supply')}>
            {order.placeOfSupply.state} ({order.placeOfSupply.stateCode})
          </Fact>
        ) : null}
        {order.invoiceNumber ? (
          <Fact label={t('Invoice')} wide>
            {order.invoiceNumber}
          </Fact>
        ) : null}
        {order.shipment ? (
          <Fact label={t('Shipment')} wide>
            <span className="grid justify-items-start gap-0.5" data-testid="shipment">
              <span>
                {t('Shipped with')} <strong className="font-semibold">{order.shipment.courier}</strong>
              </span>
              <span>
                AWB <span className="break-all font-mono">{order.shipment.trackingNumber}</span>
              </span>
              {order.shipment.trackingUrl ? (
                <a
                  href={order.shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-orange-800 underline-offset-2 hover:underline"
                >
                  {t('Track')} <ExternalLink className="size-3" aria-hidden="true" />
                  <span className="sr-only">{t('(opens the courier’s page in a new tab)')}</span>
                </a>
              ) : null}
            </span>
          </Fact>
        ) : null}
        {order.paymentId ? (
          <Fact label={t('Payment reference')} wide>
            <span className="break-all">{order.paymentId}</span>
          </Fact>
        ) : null}
      </dl>

      <OrderActionsBar order={order} />

      <Section title={t('Items ({count})', { count: itemCount })}>
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
          {order.cartItems.map((line) => (
            <li key={line.productId} className="flex gap-3 p-3">
              <LineThumb src={line.image} alt={line.title} className="size-14" />
              <div className="grid min-w-0 flex-1 gap-0.5">
                {/* The English title the order was placed with: marked English on a Hindi page. */}
                <p className="break-words text-sm font-medium" lang={lang === 'hi' ? 'en' : undefined}>
                  {line.title}
                </p>
                <p className="text-xs text-neutral-600">
                  {line.quantity} × {formatINR(line.price)}
                  {line.hsn ? ` · HSN ${line.hsn}` : ''}
                </p>
                <p className="text-xs text-neutral-600">
                  {line.igstAmount
                    ? t('Incl. IGST {percent}%', { percent: line.igstPercent ?? 0 })
                    : t('Incl. GST {percent}%', { percent: line.cgstPercent + line.sgstPercent })}
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold tabular-nums">{formatINR(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('Price details')} className="rounded-lg bg-neutral-50 p-4">
        <OrderCharges order={order} className="mb-3 border-b border-neutral-200 pb-3" />
        <TaxBreakdown totals={orderTotals(order)} totalLabel={t('Order total')} />
      </Section>

      <RefundsSection order={order} />
      <ReturnsSection order={order} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t('Shipping address')}>
          <AddressLines address={order.addressInfo} />
        </Section>
        <Section title={t('Contact')}>
          <div className="grid gap-1 text-sm">
            <p className="break-words font-medium">{order.contactName}</p>
            <p className="break-all text-neutral-700">{order.contactEmail}</p>
            {order.buyerGstin ? (
              <p className="text-neutral-700">
                GSTIN <span className="font-mono">{order.buyerGstin}</span>
              </p>
            ) : null}
          </div>
        </Section>
      </div>

      {paid || hasCreditNotes || actions ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4">
          {paid ? (
            <a href={invoiceUrl(order._id)} download className={buttonVariants({ variant: 'dark' })}>
              <Download aria-hidden="true" />
              {t('Download invoice')}
            </a>
          ) : null}
          <CreditNoteLinks order={order} />
          {actions}
        </div>
      ) : order.cancelledAt ? null : (
        <p className="text-sm text-neutral-600">
          {cod
            ? t('The GST invoice can be downloaded here once the order is dispatched.')
            : t('The GST invoice can be downloaded here once the order is paid.')}
        </p>
      )}
    </div>
  );
}

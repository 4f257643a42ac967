import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { ShoppingCart } from 'lucide-react';
import type { ApiCart } from '../../../../../common/contracts/cart';
import type { ApiOrderPreview } from '../../../../../common/contracts/orders';
import { formatINR } from '../../../../../common/money';
import { EmptyState } from '../../../components/states';
import { buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../lib/paths';
import { linePrices, overStock } from '../../../lib/cart-prices';
import { LineThumb } from '../../../components/line-thumb';
import { TaxBreakdown } from '../../../components/tax-breakdown';
import { DeliveryDates } from '../../../components/delivery-dates';
import { feeText, methodName } from './checkout-delivery';
import { useLang, useT } from '../../../i18n/i18n';
import { englishOn, productTitle } from '../../../lib/product-title';

/** SPEC §2: a collapsed code box; the Giftcard box's input is not used yet (its own issue). */
function CodeBox({ id, title, label }: { id: string; title: string; label: string }) {
  const t = useT();
  return (
    <details className="group rounded-md border border-neutral-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between px-3 py-2.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand [&::-webkit-details-marker]:hidden">
        {title}
        <span
          aria-hidden="true"
          className="text-lg leading-none text-neutral-500 group-open:rotate-45 transition-transform"
        >
          +
        </span>
      </summary>
      <div className="grid gap-1.5 border-t border-neutral-200 p-3">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} autoComplete="off" placeholder={t('Enter code')} />
        <p className="text-xs text-neutral-600">{t('Codes cannot be applied online yet.')}</p>
      </div>
    </details>
  );
}

/**
 * The checkout's order summary: each line with quantity and total, the Discount and Giftcard boxes, the
 * charges, the tax breakdown and total, and the checkout button (`action`). Every amount is the server's:
 * `priced` is the order as the server priced it for the chosen address, delivery and payment method (goods,
 * delivery, fragile packaging, the cash-on-delivery fee, a discount code's amount off, their tax and the total, and the expected dates); until there is one, the
 * cart's own totals with `pendingDelivery` in place of the delivery charge.
 */
export function CheckoutSummary({
  cart,
  priced,
  pendingDelivery,
  updating = false,
  taxNote,
  discount,
  giftCard,
  action,
}: {
  cart: ApiCart;
  priced: ApiOrderPreview | null;
  /** What the delivery charge's row says while it is not known. */
  pendingDelivery?: string;
  /** `priced` is the last answer while another delivery method is priced: shown dimmed and busy. */
  updating?: boolean;
  /** Which GST applies (the place of supply), shown above the breakdown. */
  taxNote?: ReactNode;
  /** The Discount box (checkout's DiscountBox); the inert box when there is none. */
  discount?: ReactNode;
  /** The Giftcard box (checkout's GiftCardBox); the inert box when there is none. */
  giftCard?: ReactNode;
  action: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const totals = priced ? { ...priced.totals, grandTotal: priced.totalAmount } : cart.totals;
  const charges: [string, string][] = priced
    ? [
        [t('Items'), formatINR(priced.goodsTotal)],
        [methodName(t, priced.deliveryMethod), feeText(t, priced.deliveryFee)],
        ...(priced.fragileFee > 0
          ? [[t('Fragile packaging'), formatINR(priced.fragileFee)] as [string, string]]
          : []),
        ...(priced.codFee > 0
          ? [[t('Cash-on-delivery fee'), formatINR(priced.codFee)] as [string, string]]
          : []),
        ...(priced.discountCode && priced.discountAmount
          ? [
              [
                t('Discount ({code})', { code: priced.discountCode }),
                `−${formatINR(priced.discountAmount)}`,
              ] as [string, string],
            ]
          : []),
      ]
    : [
        [t('Items'), formatINR(cart.totals.grandTotal)],
        [t('Delivery charge'), pendingDelivery ?? t('Choose an address')],
      ];
  const pieces = cart.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <div className="grid gap-4">
      {cart.items.length ? (
        <ul
          className="grid max-h-[26rem] gap-3 overflow-y-auto pt-2"
          aria-label={t('{count} items in your order', { count: pieces })}
        >
          {cart.items.map((item) => {
            const { unit, total } = linePrices(item);
            const title = productTitle(item, lang);
            return (
              <li key={item.productId} className="flex gap-3">
                <div className="relative">
                  <LineThumb src={item.image} alt={title} className="size-14" />
                  <span className="absolute -right-1.5 -top-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-neutral-800 px-1 text-[11px] font-bold leading-5 text-white">
                    <span className="sr-only">{t('Quantity')} </span>
                    {item.quantity}
                  </span>
                </div>
                <div className="grid min-w-0 flex-1 content-start gap-0.5">
                  <p
                    className="break-words text-sm font-medium leading-snug"
                    lang={englishOn(lang, title, item.title)}
                  >
                    {title}
                  </p>
                  <p className="text-xs text-neutral-600">
                    {item.quantity} × {formatINR(unit)}
                  </p>
                  {overStock(item) ? (
                    <p className="text-xs font-medium text-red-700">
                      {item.totalStock > 0
                        ? t('Only {count} left in stock', { count: item.totalStock })
                        : t('Out of stock')}
                    </p>
                  ) : null}
                </div>
                <p className="shrink-0 text-sm font-semibold tabular-nums">{formatINR(total)}</p>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState
          title={t('Your cart is empty')}
          icon={<ShoppingCart className="size-8 text-neutral-400" aria-hidden="true" />}
          action={
            <Link to={paths.shop.listing.href()} className={buttonVariants({ variant: 'outline' })}>
              {t('Browse products')}
            </Link>
          }
        >
          {t('Add products to your cart to place an order.')}
        </EmptyState>
      )}
      {cart.items.length ? (
        <>
          <div className="grid gap-2">
            {discount ?? <CodeBox id="discount-code" title={t('Discount')} label={t('Discount code')} />}
            {giftCard ?? <CodeBox id="giftcard-code" title={t('Giftcard')} label={t('Gift card number')} />}
          </div>
          <div
            aria-busy={updating || undefined}
            className={updating ? 'grid gap-4 opacity-60 transition-opacity' : 'grid gap-4'}
          >
            <dl className="grid gap-1.5 border-b border-neutral-200 pb-3 text-sm">
              {charges.map(([label, amount]) => (
                <div key={label} className="flex items-baseline justify-between gap-4">
                  <dt className="text-neutral-600">{label}</dt>
                  <dd className="tabular-nums text-neutral-900">{amount}</dd>
                </div>
              ))}
            </dl>
            {taxNote}
            <TaxBreakdown totals={totals} />
            {priced && priced.giftCardAmount > 0 ? (
              // Money, not a discount: the total above is the order's; the card pays part or all of it.
              <dl className="grid gap-1.5 border-t border-neutral-200 pt-3 text-sm">
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="text-neutral-600">{t('Paid by gift card')}</dt>
                  <dd className="tabular-nums text-neutral-900">−{formatINR(priced.giftCardAmount)}</dd>
                </div>
                <div className="flex items-baseline justify-between gap-4 font-semibold">
                  <dt>{t('To pay')}</dt>
                  <dd className="tabular-nums">{formatINR(priced.amountDue)}</dd>
                </div>
              </dl>
            ) : null}
            {priced ? (
              <p className="text-sm text-neutral-700">
                {t('Expected delivery:')}{' '}
                <span className="font-medium text-neutral-950">
                  <DeliveryDates range={priced.expectedDelivery} />
                </span>
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      {action}
    </div>
  );
}

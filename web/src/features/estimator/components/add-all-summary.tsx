import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/navigation';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import type { AddAllResult } from './use-add-all-to-cart';
import { msg, useT } from '../../../i18n/i18n';

/** What 'Add all to cart' did: what went into the cart, what did not, and why. */
export function AddAllSummary({ results, onDismiss }: { results: AddAllResult[]; onDismiss: () => void }) {
  const t = useT();
  const added = results.filter((r) => r.added);
  const skipped = results.filter((r) => !r.added);
  const items = added.reduce((n, r) => n + r.entry.add, 0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const title =
    added.length === 0
      ? t('Nothing was added to your cart')
      : t(
          items === 1
            ? added.length === 1
              ? msg('Added {items} item of {products} product to your cart')
              : msg('Added {items} item of {products} products to your cart')
            : added.length === 1
              ? msg('Added {items} items of {products} product to your cart')
              : msg('Added {items} items of {products} products to your cart'),
          { items, products: added.length },
        );
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-labelledby="add-all-title"
      className="relative grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <Button
        variant="ghost"
        size="icon"
        className="absolute right-1 top-1"
        aria-label={t('Close the summary')}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </Button>
      <p id="add-all-title" className="pr-10 font-semibold">
        {title}
      </p>
      {added.length ? (
        <ul className="grid gap-1 text-sm">
          {added.map((r) => (
            <li key={r.entry.productId} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      {skipped.length ? (
        <ul className="grid gap-1 text-sm" aria-label={t('Not added')}>
          {skipped.map((r) => (
            <li key={r.entry.productId} className="flex gap-2 text-neutral-800">
              <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      {added.length ? (
        <p className="text-xs text-neutral-600">{t("The cart uses the shop's current prices.")}</p>
      ) : null}
      {added.length ? (
        <div>
          <Link to={paths.shop.checkout.href()} className={buttonVariants({ variant: 'dark', size: 'sm' })}>
            {t('Go to checkout')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

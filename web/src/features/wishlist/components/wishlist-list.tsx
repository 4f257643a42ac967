import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import type { ApiWishlist, ApiWishlistItem } from '../../../../../common/contracts/wishlist';
import { formatINR } from '../../../../../common/money';
import { EmptyState, ErrorState } from '../../../components/states';
import { LineThumb } from '../../../components/line-thumb';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useCartActions } from '../../../lib/cart-actions';
import { Link } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { removeFromWishlist, saveToWishlist } from '../../../lib/wishlist-api';
import { useWishlist } from '../../../lib/wishlist';
import { translate, useLang, useT, type Translate } from '../../../i18n/i18n';
import { productTitle } from '../../../lib/product-title';

type Answer = { message: string; data: ApiWishlist };

/** Changes to the list: each answer (the whole list) replaces the cached one, so hearts and the count follow. */
function useWishlistChange<I>(userId: string, call: (input: I) => Promise<Answer>) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.wishlist.user(userId), res.data);
      toast({ title: res.message });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, t('Could not change your wishlist')), variant: 'destructive' }),
  });
}

/** Turns the buyer's wishlist mails on or off as a whole (PUT /api/shop/wishlist/alerts): here and on Account. */
export function useWishlistMails(userId: string) {
  return useWishlistChange(userId, (enabled: boolean) =>
    api.put<Answer>('/api/shop/wishlist/alerts', { userId, enabled }),
  );
}

/** "₹1,999.00, was ₹2,360.00 when you saved it", or the price alone when it has not changed. */
export function priceLine(
  item: Pick<ApiWishlistItem, 'salePrice' | 'priceWhenSaved'>,
  t: Translate = (text, vars) => translate({}, text, vars),
): string {
  const now = formatINR(item.salePrice);
  if (item.salePrice === item.priceWhenSaved) return now;
  return t('{now}, was {then} when you saved it', { now, then: formatINR(item.priceWhenSaved) });
}

function stockLine(totalStock: number, t: Translate): { text: string; className: string } {
  if (totalStock <= 0) return { text: t('Sold out'), className: 'text-red-800' };
  if (totalStock < 10)
    return { text: t('Only {count} left', { count: totalStock }), className: 'text-amber-800' };
  return { text: t('In stock'), className: 'text-green-800' };
}

/** The consent beside the switches (DPDP Rules 2025: withdrawing is as easy as giving). */
export function MailConsent({ email }: { email: string }) {
  const t = useT();
  return (
    <p className="text-sm leading-6 text-neutral-700">
      {t('Turning a switch on is your consent to mail at')} <strong className="break-all">{email}</strong>{' '}
      {t(
        'about that product only: when it is back in stock, or when its price falls by 5 % or more (at most once a week). Withdraw it any time: switch it off, turn off wishlist mails under Account, or use the unsubscribe link in any of these mails.',
      )}
    </p>
  );
}

function ItemRow({ item, userId, mailsOn }: { item: ApiWishlistItem; userId: string; mailsOn: boolean }) {
  const t = useT();
  const lang = useLang();
  const title = productTitle(item, lang);
  // A product without a Hindi title shows its English one, marked English on a Hindi page.
  const titleLang = lang === 'hi' && !item.translations?.hi?.title ? 'en' : undefined;
  const id = useId();
  const { add, pendingId } = useCartActions();
  const change = useWishlistChange(userId, saveToWishlist);
  const remove = useWishlistChange(userId, (productId: string) => removeFromWishlist(userId, productId));
  const soldOut = item.totalStock <= 0;
  const stock = stockLine(item.totalStock, t);
  const href = paths.shop.product.href(item.productId);
  const busy = change.isPending || remove.isPending;
  const switchOff = mailsOn ? undefined : t('Wishlist mails are off for your account: turn them on above');
  return (
    <li className="grid grid-cols-[auto_1fr] gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:grid-cols-[auto_1fr_auto] sm:gap-4 sm:p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <LineThumb src={item.image} alt="" className="size-20 sm:size-24" />
      </Link>
      <div className="min-w-0">
        <h2 className="text-base font-semibold leading-snug">
          <Link to={href} className="hover:underline focus-visible:underline" lang={titleLang}>
            {title}
          </Link>
        </h2>
        <p className="mt-1 text-sm font-semibold text-neutral-900">
          {priceLine(item, t)}
          {item.salePrice < item.priceWhenSaved ? (
            <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 text-xs font-semibold text-green-800">
              {t('Price dropped')}
            </span>
          ) : null}
        </p>
        <p className={`mt-0.5 text-sm font-medium ${stock.className}`}>{stock.text}</p>
        <div className="mt-3 grid gap-2">
          {soldOut || item.notifyBackInStock ? (
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-stock`}
                checked={item.notifyBackInStock}
                disabled={busy || !mailsOn}
                title={switchOff}
                onCheckedChange={(on) =>
                  change.mutate({ userId, productId: item.productId, notifyBackInStock: on })
                }
              />
              <label htmlFor={`${id}-stock`} className="text-sm">
                {t('Tell me when it is back in stock')}
              </label>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-price`}
              checked={item.notifyPriceDrop}
              disabled={busy || !mailsOn}
              title={switchOff}
              onCheckedChange={(on) =>
                change.mutate({ userId, productId: item.productId, notifyPriceDrop: on })
              }
            />
            <label htmlFor={`${id}-price`} className="text-sm">
              {t('Tell me if the price drops')}
            </label>
          </div>
        </div>
      </div>
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:flex-col sm:justify-start">
        <Button
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={soldOut || pendingId === item.productId}
          busy={pendingId === item.productId}
          aria-label={soldOut ? t('Out of stock: {title}', { title }) : t('Add to Cart: {title}', { title })}
          onClick={() => void add({ _id: item.productId, totalStock: item.totalStock }, 1, 'product')}
        >
          {soldOut ? t('Out of stock') : t('Add to Cart')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1 sm:flex-none"
          busy={remove.isPending}
          disabled={busy}
          aria-label={t('Remove from wishlist: {title}', { title })}
          onClick={() => remove.mutate(item.productId)}
        >
          {t('Remove')}
        </Button>
      </div>
    </li>
  );
}

/** The wishlist page's content: the consent, the saved products with their switches, or why there are none. */
export function WishlistList({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useWishlist(userId);
  const mails = useWishlistMails(userId);
  if (isPending) {
    return (
      <div className="h-40 animate-pulse rounded-lg bg-neutral-100" aria-label={t('Loading your wishlist')} />
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={t('Your wishlist could not be loaded')}
        message={t('Your saved products are safe. Check your connection and try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('Your wishlist is empty')}
        icon={<Heart className="size-10 text-neutral-400" aria-hidden="true" />}
        action={
          <Link to={paths.shop.listing.href()} className={buttonVariants({})}>
            {t('Browse products')}
          </Link>
        }
      >
        {t(
          'Press the heart on any product to save it here. You can ask to be told when a sold-out product is back or when a price drops.',
        )}
      </EmptyState>
    );
  }
  const full = data.items.length >= data.limit;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="wishlist-mails" className="grid gap-2 rounded-lg bg-neutral-50 p-4">
        <h2 id="wishlist-mails" className="text-base font-semibold">
          {t('Mails about your wishlist')}
        </h2>
        <MailConsent email={email} />
        {data.alerts ? null : (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm">
            <span>{t('Wishlist mails are off for your account, so the switches below send nothing.')}</span>
            <Button size="sm" variant="outline" busy={mails.isPending} onClick={() => mails.mutate(true)}>
              {t('Turn wishlist mails on')}
            </Button>
          </div>
        )}
      </section>
      <p className="text-sm text-neutral-700" role="status">
        {t('{count} of {limit} products saved.', { count: data.items.length, limit: data.limit })}
        {full ? ` ${t('Your wishlist is full: remove a product to save another.')}` : ''}
      </p>
      <ul role="list" className="grid gap-3">
        {data.items.map((item) => (
          <ItemRow key={item.productId} item={item} userId={userId} mailsOn={data.alerts} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The account page's wishlist mails: the same choice the unsubscribe link and the wishlist page change, with
 * the consent stated beside it.
 */
export function WishlistMailsSetting({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const { data, isError } = useWishlist(userId);
  const mails = useWishlistMails(userId);
  return (
    <section
      aria-labelledby="account-wishlist-mails"
      className="mt-6 grid gap-2 rounded-lg border border-neutral-200 p-4"
    >
      <h2 id="account-wishlist-mails" className="text-base font-semibold">
        {t('Wishlist mails')}
      </h2>
      <div className="flex items-center gap-2">
        <Switch
          id="account-wishlist-mails-switch"
          checked={data?.alerts ?? false}
          disabled={!data || mails.isPending}
          onCheckedChange={(on) => mails.mutate(on)}
        />
        <label htmlFor="account-wishlist-mails-switch" className="text-sm font-medium">
          {t('Back-in-stock and price-drop mails for my wishlist')}
        </label>
      </div>
      {isError ? (
        <p className="text-sm text-red-800">{t('Your choice could not be loaded. Reload to try again.')}</p>
      ) : null}
      <MailConsent email={email} />
      <p className="text-sm">
        <Link to={paths.shop.wishlist.href()} className="font-medium text-brand underline">
          {t('See your wishlist')}
          {data ? ` (${data.items.length})` : ''}
        </Link>
      </p>
    </section>
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCardState } from '../../../../common/contracts/giftcards';
import { formatINR } from '../../../../common/money';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { storefrontOf } from '../../lib/storefront';
import { queryKeys } from '../../lib/query-keys';
import { dateFormat, DAY_MONTH_YEAR } from '../../../../common/date-format';
import { msg, useLang, useT } from '../../i18n/i18n';

/**
 * The buyer's cards (theirs, or sent to their e-mail): GET /api/shop/giftcard/mine in the browser, the service on
 * the server, so the account page arrives with them rendered (not a skeleton that becomes its largest paint).
 */
export const myGiftCardsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.giftCards.mine(userId),
    queryFn: ({ client }) => storefrontOf(client).giftCards(userId),
  });

const STATE: Record<GiftCardState, { text: string; variant: BadgeVariant }> = {
  active: { text: msg('Active'), variant: 'success' },
  disabled: { text: msg('Disabled'), variant: 'outline' },
  expired: { text: msg('Expired'), variant: 'default' },
  usedUp: { text: msg('Used up'), variant: 'default' },
};

/**
 * Account → Gift cards (issue 47): the buyer's cards, from refunds, received by e-mail or spent at checkout, with
 * their balances.
 */
export function AccountGiftCards({ userId }: { userId: string }) {
  const t = useT();
  const lang = useLang();
  const { data, isError } = useQuery(myGiftCardsQuery(userId));
  return (
    <section
      aria-labelledby="account-gift-cards"
      className="mt-6 grid gap-3 rounded-lg border border-neutral-200 p-4"
    >
      <h2 id="account-gift-cards" className="text-base font-semibold">
        {t('Gift cards')}
      </h2>
      {isError ? (
        <p className="text-sm text-red-800">
          {t('Your gift cards could not be loaded. Reload to try again.')}
        </p>
      ) : !data ? (
        <div role="status">
          <span className="sr-only">{t('Loading your gift cards…')}</span>
          <Skeleton className="h-12 w-full" />
        </div>
      ) : data.length === 0 ? (
        <p className="text-sm text-neutral-700">
          {t(
            'No gift cards yet. A card sent to your e-mail or paid with at checkout, or store credit from a refund, shows here with its balance.',
          )}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('Your gift cards')}>
          {data.map((c) => (
            <li
              key={c._id}
              data-giftcard-id={c._id}
              className="grid min-w-0 gap-1 rounded-md border border-neutral-200 bg-white p-3 text-sm"
            >
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-mono font-semibold">
                  <span className="sr-only">{t('Card ending ')}</span>
                  <span aria-hidden="true">•••• </span>
                  {c.last4}
                </p>
                <Badge variant={STATE[c.state].variant}>{t(STATE[c.state].text)}</Badge>
              </div>
              <p className="text-base font-semibold tabular-nums">
                {formatINR(c.balance)}{' '}
                <span className="text-sm font-normal text-neutral-600">{t('left')}</span>
              </p>
              <p className="text-neutral-700">
                {c.source === 'storeCredit' ? t('Store credit') : t('Gift card')} ·{' '}
                {t('valid until {date}', {
                  date: dateFormat(lang, DAY_MONTH_YEAR).format(new Date(c.expiresAt)),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-neutral-700">{t("Type a card's code at checkout to pay with it.")}</p>
    </section>
  );
}

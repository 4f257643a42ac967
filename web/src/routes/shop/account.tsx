import { lazy, Suspense } from 'react';
import { MapPin, Package } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/session';
import { OrdersList } from '../../features/orders';
import { WishlistMailsSetting } from '../../features/wishlist';
import { AccountGiftCards } from '../../features/account-giftcards';
import { LanguageSetting } from '../../features/account';
import { PageSkeleton } from '../../components/page-skeleton';
import { HydrateApart } from '../../components/hydrate-apart';
import { useT } from '../../i18n/i18n';

/** The Address tab's book (its forms and dialogs), loaded when the tab is first chosen (decision 035). */
const AddressBook = lazy(() => import('../../features/addresses').then((m) => ({ default: m.AddressBook })));

/** SPEC §2 Account: tabs Orders (the default) and Address (signed-in only); the buyer's gift cards (issue 47). */
export default function AccountPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <PageTitle title={t('Your Account')} />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Your Account')}</h1>
          {user ? (
            <p className="mt-1 break-words text-sm text-neutral-600">
              {user.userName} · <span className="break-all">{user.email}</span>
            </p>
          ) : null}
        </div>
      </div>
      {user ? (
        <Tabs defaultValue="orders" className="mt-6">
          <TabsList>
            <TabsTrigger value="orders">
              <Package className="mr-1.5 size-4" aria-hidden="true" />
              {t('Orders')}
            </TabsTrigger>
            <TabsTrigger value="address">
              <MapPin className="mr-1.5 size-4" aria-hidden="true" />
              {t('Address')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="orders">
            <h2 className="sr-only">{t('Orders')}</h2>
            <HydrateApart>
              <OrdersList userId={user.id} />
            </HydrateApart>
          </TabsContent>
          <TabsContent value="address">
            <h2 className="sr-only">{t('Address')}</h2>
            <Suspense fallback={<PageSkeleton />}>
              <AddressBook userId={user.id} />
            </Suspense>
          </TabsContent>
        </Tabs>
      ) : null}
      {user ? (
        <HydrateApart>
          <AccountGiftCards userId={user.id} />
        </HydrateApart>
      ) : null}
      {user ? (
        <HydrateApart>
          <WishlistMailsSetting userId={user.id} email={user.email} />
        </HydrateApart>
      ) : null}
      <HydrateApart>
        <LanguageSetting />
      </HydrateApart>
    </div>
  );
}

/** The frame this page is shown in when hydrated without the router (app/buyer-page). */
export { ShopFrame as Frame } from './shop-frame';

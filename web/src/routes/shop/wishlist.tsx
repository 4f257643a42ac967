import { PageTitle } from '../../components/page-title';
import { WishlistList } from '../../features/wishlist';
import { useAuth } from '../../lib/session';
import { useT } from '../../i18n/i18n';

/** The buyer's wishlist (issue 48): signed-in only, rendered on the server and never cached for anyone else. */
export default function WishlistPage() {
  const t = useT();
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <PageTitle title={t('Your Wishlist')} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('Your Wishlist')}</h1>
      {user ? <WishlistList userId={user.id} email={user.email} /> : null}
    </div>
  );
}

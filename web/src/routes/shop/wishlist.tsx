import { PageTitle } from '../../components/page-title';
import { WishlistList } from '../../features/wishlist';
import { useAuth } from '../../lib/session';

/** The buyer's wishlist (issue 48): signed-in only, rendered on the server and never cached for anyone else. */
export default function WishlistPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <PageTitle title="Your Wishlist" />
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">Your Wishlist</h1>
      {user ? <WishlistList userId={user.id} email={user.email} /> : null}
    </div>
  );
}

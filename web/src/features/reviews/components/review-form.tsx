import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../components/client-only';
import { Link, useLocation } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/session';
import { useT } from '../../../i18n/i18n';
import { fill } from '../../../components/words';

// Only a signed-in customer gets the form: its code stays out of the browsing pages' first load, which a
// visitor's cached product page is measured by (npm run size), and comes once the page is interactive.
const WriteReview = lazy(() => import('./write-review'));

/** The form's place while its code loads, about its height, so the reviews below do not jump. */
const formSlot = <div className="h-64 rounded-lg border border-neutral-200" aria-hidden="true" />;

/** Write a review (signed-in customers); a visitor is offered the way to log in and come back. */
export function ReviewForm({ productId }: { productId: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const hydrated = useHydrated();
  const t = useT();

  if (!user) {
    return (
      <p className="rounded-lg bg-neutral-50 p-3 text-sm text-neutral-700">
        {fill(t('{login} to write a review.'), {
          login: (
            <Link
              to={paths.auth.login.href({ r: `${location.pathname}${location.search}` })}
              className="font-semibold text-orange-800 underline underline-offset-4"
            >
              {t('Log in')}
            </Link>
          ),
        })}
      </p>
    );
  }

  if (!hydrated) return formSlot;
  return (
    <Suspense fallback={formSlot}>
      <WriteReview productId={productId} />
    </Suspense>
  );
}

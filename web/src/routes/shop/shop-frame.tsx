import { lazy, Suspense, type ReactNode } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { IconSprite } from '../../components/ui/icon-sprite';
import { CartActionsProvider } from '../../features/cart';
import { WishActionsProvider } from '../../features/wishlist';
import { QuickViewProvider } from '../../features/catalog';
import { ShopHeader } from './shop-header';
import { useT } from '../../i18n/i18n';

/**
 * The footer, below the fold on every page: the server renders it whole, and the browser hydrates it when its
 * code arrives, just after the first load's (decision 036: it made room in the first load for the languages).
 * Its links are plain links meanwhile.
 */
const ShopFooter = lazy(() => import('./shop-footer').then((m) => ({ default: m.ShopFooter })));

/** The quick view (catalog's dialog with the product's reviews), loaded on first use. */
const loadQuickView = () => import('./quick-view');

/**
 * The storefront frame: skip link, sticky header, the page, footer. The router's shop layout puts its
 * <Outlet /> here; a browsing page hydrated without the router (app/document-page) puts the page itself.
 */
export function ShopFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <CartActionsProvider>
      <WishActionsProvider>
        <QuickViewProvider load={loadQuickView}>
          <div className="flex min-h-screen flex-col bg-white">
            <IconSprite />
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
            >
              {t('Skip to content')}
            </a>
            <ShopHeader />
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
              <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
            </main>
            <Suspense fallback={null}>
              <ShopFooter />
            </Suspense>
          </div>
        </QuickViewProvider>
      </WishActionsProvider>
    </CartActionsProvider>
  );
}

import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { adminPaths } from '../lib/admin-paths';
import { paths, segment } from '../lib/paths';
import { AuthLayout } from '../routes/auth/auth-layout';
import NotFoundPage from '../routes/not-found';
import { ShopLayout } from '../routes/shop/shop-layout';
import { ClientOnly } from '../components/client-only';
import { LoadingScreen } from '../components/loading-screen';
import { ErrorPage } from './error-page';
import { unknownPathLoader } from '../routes/not-found.loader';
import { accountLoader } from '../routes/shop/account.loader';
import { wishlistLoader } from '../routes/shop/wishlist.loader';
import { checkoutLoader } from '../routes/shop/checkout.loader';
import { estimatorLoader } from '../routes/shop/estimator.loader';
import { homeLoader } from '../routes/shop/home.loader';
import { listingLoader } from '../routes/shop/listing.loader';
import { productLoader } from '../routes/shop/product.loader';
import { searchLoader } from '../routes/shop/search.loader';
import { shopLoader } from '../routes/shop/shop-layout.loader';
import { rootLoader } from './root-layout.loader';
import { documentPages, isDocumentPage, type DocumentPageFile } from './document-pages';
import type { BuyerPageFile } from './buyer-pages';
import { RootLayout } from './root-layout';
import type { Lang } from '../../../common/lang';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, loaded on first use: a page's first load carries the frame and the page it shows,
 * never admin code, the form library or policy text. Each key is the module's path under src/routes; the
 * server reads the matched routes' `handle.module` to send <link rel=modulepreload> for the page's chunk
 * with the HTML (the browsing pages' code is in the shop chunk their entry preloads, decision 026).
 */
const pageModules: Record<string, PageModule> = {
  ...documentPages,
  'shop/checkout': () => import('../routes/shop/checkout'),
  'shop/account': () => import('../routes/shop/account'),
  'shop/wishlist': () => import('../routes/shop/wishlist'),
  'shop/estimator': () => import('../routes/shop/estimator'),
  'shop/phonepe-return': () => import('../routes/shop/phonepe-return'),
  'shop/payment-success': () => import('../routes/shop/payment-success'),
  'shop/payment-failed': () => import('../routes/shop/payment-failed'),
  'shop/order-placed': () => import('../routes/shop/order-placed'),
  'auth/login': () => import('../routes/auth/login'),
  'auth/register': () => import('../routes/auth/register'),
  'auth/forgot-password': () => import('../routes/auth/forgot-password'),
  'auth/reset-password': () => import('../routes/auth/reset-password'),
  'unauth-page': () => import('../routes/unauth-page'),
};

/** The admin pages: loaded through routes/admin/admin-pages.ts, itself loaded on first use. */
const ADMIN_PAGES = [
  'admin-layout',
  'dashboard',
  'products',
  'orders',
  'returns',
  'discounts',
  'giftcards',
  'features',
  'categories',
  'images',
  'settings',
];
for (const name of ADMIN_PAGES) {
  const file = `admin/${name}`;
  pageModules[file] = () => import('../routes/admin/admin-pages').then((m) => m.adminPages[file]());
}

export interface RouteHandle {
  /** The page's module under src/routes ('shop/listing'): which catalogues its Hindi needs (i18n/catalogues). */
  page?: string;
  /** The page's source module as Vite's manifest names it ('src/routes/shop/listing.tsx'). */
  module?: string;
  /**
   * A page hydrated without the router: a browsing page (app/document-pages) or a buyer page
   * (app/buyer-pages, decision 035). The server renders it so, unless it failed.
   */
  document?: DocumentPageFile | BuyerPageFile;
}

/**
 * The route fields of a page loaded on first use: React Router loads the module before it renders the
 * route (on the server before rendering, in the browser before hydrating or navigating), so no page ever
 * suspends mid-render. `wrap` puts the page inside something (the admin's client-only frame).
 */
function page(
  file: string,
  wrap?: (Page: ComponentType) => ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  const handle: RouteHandle = {
    page: file,
    module: `src/routes/${file}.tsx`,
    ...(isDocumentPage(file) ? { document: file } : {}),
  };
  return {
    handle,
    lazy: async () => {
      const { default: Page } = await load();
      return { Component: wrap ? wrap(Page) : Page };
    },
  };
}

/** The admin panel is rendered in the browser only: the server sends its loading placeholder. */
const clientOnly = (Page: ComponentType): ComponentType =>
  function ClientOnlyPage() {
    return (
      <ClientOnly fallback={<LoadingScreen />}>
        <Page />
      </ClientOnly>
    );
  };

const child = (
  p: { path: string },
  route: Omit<RouteObject, 'path' | 'index' | 'children'>,
): RouteObject => ({
  path: segment(p.path),
  ...route,
});

const adminPage = (file: string) => page(`admin/${file}`);

/** A buyer page (decision 035): hydrated without the router at its shop or auth path (not at the admin's). */
function buyerPage(file: BuyerPageFile): Pick<RouteObject, 'lazy' | 'handle'> {
  const route = page(file);
  return { ...route, handle: { ...(route.handle as RouteHandle), document: file } };
}

/**
 * Every route of SPEC §2 (plus the product page), with their loaders bound to this QueryClient. The
 * guard (decide(), in RootLayout in the browser and before rendering on the server) applies the redirect
 * rules before any page shows.
 */
export function createRoutes(qc: QueryClient, options: RoutesOptions = {}): RouteObject[] {
  const routes = allRoutes(qc);
  // Under /hi only the storefront and sign-in pages (lib/paths hasLangTwin): /hi/admin is the Hindi 404.
  if (options.lang === 'hi') {
    routes[0].children = routes[0].children?.filter(
      (r) => r.path !== segment(paths.admin.root.path) && r.path !== segment(paths.unauth.path),
    );
  }
  if (options.prepare) beforeEachPage(routes, options.prepare);
  return routes;
}

export interface RoutesOptions {
  /** The language of the pages (the router's basename is /hi for Hindi). */
  lang?: Lang;
  /** What a page needs besides its module before the router shows it (its Hindi), by its page file. */
  prepare?: (page: string) => Promise<void>;
}

/** Each page's module loads together with what `prepare` loads for it. */
function beforeEachPage(routes: RouteObject[], prepare: (page: string) => Promise<void>) {
  for (const route of routes) {
    const page = (route.handle as RouteHandle | undefined)?.page;
    const lazy = route.lazy;
    if (page && typeof lazy === 'function') {
      route.lazy = async () => (await Promise.all([lazy(), prepare(page)]))[0];
    }
    if (route.children) beforeEachPage(route.children, prepare);
  }
}

function allRoutes(qc: QueryClient): RouteObject[] {
  return [
    {
      path: paths.root.path,
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      // Only without server rendering (tests): the placeholder while the session is first checked.
      hydrateFallbackElement: <LoadingScreen />,
      loader: rootLoader(qc),
      // Loaders of child routes read what the root loaded; the root itself never needs to run again.
      shouldRevalidate: () => false,
      children: [
        // '/', '/auth', '/shop' and '/admin' are always redirected by the guard.
        { index: true, element: null },
        {
          path: segment(paths.auth.root.path),
          element: <AuthLayout />,
          children: [
            { index: true, element: null },
            child(paths.auth.login, buyerPage('auth/login')),
            child(paths.auth.register, buyerPage('auth/register')),
            child(paths.auth.forgotPassword, page('auth/forgot-password')),
            child(paths.auth.resetPassword, page('auth/reset-password')),
          ],
        },
        {
          path: segment(paths.shop.root.path),
          element: <ShopLayout />,
          loader: shopLoader(qc),
          children: [
            { index: true, element: null },
            child(paths.shop.home, { ...page('shop/home'), loader: homeLoader(qc) }),
            child(paths.shop.listing, { ...page('shop/listing'), loader: listingLoader(qc) }),
            child(paths.shop.search, { ...page('shop/search'), loader: searchLoader(qc) }),
            {
              path: 'product/:id',
              ...page('shop/product'),
              loader: productLoader(qc),
              errorElement: <NotFoundPage bare={false} />,
            },
            child(paths.shop.checkout, { ...buyerPage('shop/checkout'), loader: checkoutLoader(qc) }),
            child(paths.shop.account, { ...buyerPage('shop/account'), loader: accountLoader(qc) }),
            child(paths.shop.wishlist, { ...page('shop/wishlist'), loader: wishlistLoader(qc) }),
            child(paths.shop.phonepeReturn, page('shop/phonepe-return')),
            child(paths.shop.paymentSuccess, page('shop/payment-success')),
            child(paths.shop.paymentFailed, page('shop/payment-failed')),
            child(paths.shop.orderPlaced, page('shop/order-placed')),
            child(paths.shop.estimator, { ...buyerPage('shop/estimator'), loader: estimatorLoader(qc) }),
            child(paths.shop.terms, page('shop/static/terms')),
            child(paths.shop.about, page('shop/static/about')),
            child(paths.shop.contact, page('shop/static/contact')),
            child(paths.shop.privacy, page('shop/static/privacy')),
            child(paths.shop.return, page('shop/static/return')),
            child(paths.shop.warranty, page('shop/static/warranty')),
            child(paths.shop.shipping, page('shop/static/shipping')),
            child(paths.shop.storeLocator, page('shop/static/store-locator')),
            child(paths.shop.refundCancellation, page('shop/static/refund-cancellation')),
            {
              path: '*',
              element: null,
              loader: unknownPathLoader,
              errorElement: <NotFoundPage bare={false} />,
            },
          ],
        },
        {
          path: segment(paths.admin.root.path),
          ...page('admin/admin-layout', clientOnly),
          children: [
            { index: true, element: null },
            child(paths.admin.dashboard, adminPage('dashboard')),
            child(paths.admin.products, adminPage('products')),
            child(paths.admin.orders, adminPage('orders')),
            child(paths.admin.returns, adminPage('returns')),
            child(adminPaths.discounts, adminPage('discounts')),
            child(adminPaths.giftcards, adminPage('giftcards')),
            child(paths.admin.features, adminPage('features')),
            child(paths.admin.categories, adminPage('categories')),
            child(paths.admin.images, adminPage('images')),
            child(paths.admin.settings, adminPage('settings')),
            // The shop's estimator page with the admin's controls (decision 010).
            child(paths.admin.estimator, page('shop/estimator')),
          ],
        },
        child(paths.unauth, page('unauth-page')),
        { path: '*', element: null, loader: unknownPathLoader, errorElement: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Loads the page modules of the routes matching `pathname` and puts them in place, so the browser router
 * starts with every matched route resolved and hydration renders what the server rendered (React Router
 * would otherwise show a fallback while it loads them).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

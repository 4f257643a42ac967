import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { precompress } from './scripts/precompress';
import { firstLoadChunks, SHOP_LATER_MODULES } from './scripts/first-load-chunk';

/**
 * The web app lives in web/ and is built twice: for browsers (`vite build` → dist/web, with a manifest the
 * server reads for asset URLs) and for the server's renderer (`vite build --ssr` → dist/server). Packages
 * stay external in the server build (imported from node_modules at run time), but for lucide-react's icons.
 */
/**
 * lucide-react's icons are built by the app's own createLucideIcon (web/src/components/ui/icon.ts), which
 * writes an icon's shapes and a class, not nine attributes per icon: in both builds, so hydration matches.
 */
const leanIcons: Plugin = {
  name: 'shop:lean-icons',
  load(id) {
    if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/.test(id)) {
      const icon = path.resolve(import.meta.dirname, 'web/src/components/ui/icon.ts');
      return `export { default } from ${JSON.stringify(icon)};`;
    }
  },
};

/** The buyer pages (decision 035) by the chunk names their first loads are split into. */
const BUYER_PAGES = {
  estimator: ['src/routes/shop/estimator.tsx'],
  signin: ['src/routes/auth/login.tsx', 'src/routes/auth/register.tsx'],
  checkout: ['src/routes/shop/checkout.tsx'],
  account: ['src/routes/shop/account.tsx'],
};
const BUYER_STARTS = ['src/app/buyer-client.tsx', ...Object.values(BUYER_PAGES).flat()];
const SIGNIN_STARTS = ['src/app/buyer-client.tsx', ...BUYER_PAGES.signin];

export default defineConfig(({ isSsrBuild }) => {
  const firstLoads = firstLoadChunks(
    path.resolve(import.meta.dirname, 'web'),
    path.resolve(import.meta.dirname, 'vite.config.ts'),
    [
      // The browsing pages' start module, which imports home, listing and product (app/document-pages.ts).
      // What sign-in needs of it too (the document, session, navigation, buttons…) goes to shop-shared, so
      // login and register load that part and not the browsing pages' header, cards and filters (issue 49).
      { name: 'shop', starts: ['src/app/shop-client.tsx'], sharedWith: SIGNIN_STARTS },
      // What those pages hydrate just after their first load (the footer, a product's quantity field, delivery
      // check and reviews): one chunk of their own, so browsing never fetches a buyer page's chunk (decision 038).
      // What the buyer pages need of it too goes to shop-later-shared, so they do not load the rest.
      { name: 'shop-later', starts: SHOP_LATER_MODULES, sharedWith: BUYER_STARTS },
      // The buyer pages (decision 035): their start module and frames, then their pages' code, split by
      // which pages need it (buyer-signin, buyer-estimator…, and buyer-shared for what two or more need, with
      // the start module), less what the chunks before hold.
      { name: 'buyer-shared', starts: ['src/app/buyer-client.tsx'] },
      // (What the estimator, checkout and account share and sign-in does not is buyer-shop, so sign-in does not
      // load their dialogs' and tabs' pieces, nor the shop chunk those import.)
      { name: 'buyer', split: BUYER_PAGES, sharedWithin: { shop: ['estimator', 'checkout', 'account'] } },
    ],
  );
  return {
    root: 'web',
    // The browsers' build also gets brotli and gzip copies of its files (served precompressed).
    // The browsers' build first probes which modules the browsing pages load (scripts/first-load-chunk.ts).
    plugins: [
      leanIcons,
      react(),
      tailwindcss(),
      ...(isSsrBuild || firstLoads.probing() ? [] : [firstLoads.plugin, precompress()]),
    ],
    // lucide-react's package entry holds every icon (1.3 MB of source, compiled and kept in the server's memory):
    // bundled into the renderer, only the icons the pages use are there (issue 30, memory at rest).
    ssr: { noExternal: ['lucide-react'] },
    build: isSsrBuild
      ? {
          outDir: '../dist/server',
          copyPublicDir: false,
          emptyOutDir: true,
          sourcemap: false,
          target: 'node20',
          // One file: pages' lazy imports are inlined, so no chunk imports the entry back (a rebuild is
          // re-imported under a new URL, and a second copy of a shared module would split React contexts).
          rolldownOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
        }
      : {
          outDir: '../dist/web',
          emptyOutDir: true,
          sourcemap: !!process.env.SOURCEMAP,
          target: 'es2022',
          manifest: true,
          rolldownOptions: {
            // The app with its router; the browsing pages' and the buyer pages' entries without it (decisions 026, 035).
            input: ['src/entry-client.tsx', 'src/entry-shop.tsx', 'src/entry-buyer.tsx'],
            output: {
              codeSplitting: {
                groups: [
                  // What every page runs, in one long-cached file instead of a dozen small ones.
                  {
                    name: 'framework',
                    priority: 5,
                    test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|clsx|class-variance-authority)[\\/]/,
                  },
                  // The router: only the app's pages load it.
                  { name: 'router', priority: 4, test: /node_modules[\\/]react-router[\\/]/ },
                  // The browsing pages' first load, in one file rather than forty (scripts/first-load-chunk.ts),
                  // less its part sign-in needs too, a file of its own that every page loads.
                  {
                    name: 'shop-shared',
                    priority: 3,
                    test: firstLoads.test('shop-shared'),
                    includeDependenciesRecursively: false,
                  },
                  { name: 'shop', priority: 3, test: firstLoads.test('shop') },
                  // What they hydrate just after it, and its part the buyer pages share (decision 038); each
                  // group keeps to its own modules (with its dependencies the first would swallow the second).
                  {
                    name: 'shop-later',
                    priority: 3,
                    test: firstLoads.test('shop-later'),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'shop-later-shared',
                    priority: 3,
                    test: firstLoads.test('shop-later-shared'),
                    includeDependenciesRecursively: false,
                  },
                  // The dialogs' and menus' layer (focus trap, scroll lock, portal, outside press): checkout's
                  // first load needs it, and so does the header's account menu, which every signed-in page loads
                  // after its first load: a file of its own, so that menu does not fetch checkout's code and zod.
                  {
                    name: 'overlay',
                    priority: 2,
                    test: /node_modules[\\/](@radix-ui[\\/]react-(dismissable-layer|focus-scope|focus-guards|portal|dialog|alert-dialog)|react-remove-scroll(-bar)?|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
                    includeDependenciesRecursively: false,
                  },
                  // zod and the contracts' shared pieces (Email…), which checkout's first load needs and sign-in
                  // loads only to check a form being sent (lib/use-contract-form): a file of their own, so that
                  // load is the contract and zod, not checkout's code.
                  {
                    name: 'zod',
                    priority: 2,
                    // (Not the contracts' module in the probe build, whose chunks say what the shop's first load
                    // is: grouped with zod there, a page needing one small piece of it would take zod in.)
                    test: (id: string) =>
                      /node_modules[\\/]zod[\\/]/.test(id) ||
                      (!firstLoads.probing() && /common[\\/]contracts[\\/]common\.ts$/.test(id)),
                  },
                  // The buyer pages' first loads (decision 035), which also load the shop chunk.
                  {
                    name: firstLoads.splitName('buyer'),
                    debugName: 'buyer',
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
  };
});

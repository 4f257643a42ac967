/**
 * The browsing pages' entry (decision 026): home, listing, search, a product and the policy pages, hydrated
 * without the router. Its code is app/shop-client, preloaded by the server (see entry-client.tsx for why).
 */
void import('./app/shop-client').then((shop) => shop.start());

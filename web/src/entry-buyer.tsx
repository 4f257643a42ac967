/**
 * The buyer pages' entry (decision 035): the estimator, login, register, checkout and account, hydrated
 * without the router. Its code is app/buyer-client, preloaded by the server (see entry-client.tsx for why).
 */
void import('./app/buyer-client').then((buyer) => buyer.start());

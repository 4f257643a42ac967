import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { hydrateDocument, readPayload } from './hydrate-document';
import { createRoutes, resolveLazyMatches } from './routes';
import { routerNavigation } from './router-navigation';
import { zodWithoutEval } from '../lib/zod-csp';
import { useSyncExternalStore, type ReactNode } from 'react';
import { LANG_PREFIX, splitLangPath } from '../../../common/lang';
import { LiveCatalogue } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';

/** The router's pages (checkout, account, admin, sign-in): hydrated with the router's state from the server. */
export async function start() {
  zodWithoutEval();
  const state = readPayload();
  if (!state.payload.router) throw new Error('A page of the router without its state');
  // A Hindi page (/hi/…): the router's basename is /hi, so its links and navigations stay in Hindi, and each
  // next page's words load with its module (i18n/catalogues).
  const { lang, path } = splitLangPath(window.location.pathname);
  const i18n = state.payload.i18n;
  const live = i18n ? new LiveCatalogue(i18n.messages, i18n.areas) : null;
  const routes = createRoutes(state.queryClient, {
    lang,
    prepare: live ? (page) => live.ensure(page) : undefined,
  });
  // The page's own module is already on its way (<link rel=modulepreload>); hydrate once it is here.
  await resolveLazyMatches(routes, path);
  const router = createBrowserRouter(routes, {
    hydrationData: state.payload.router,
    basename: LANG_PREFIX[lang] || undefined,
  });
  const app = <RouterProvider router={router} />;
  hydrateDocument(state, routerNavigation, live ? <LiveI18n catalogue={live}>{app}</LiveI18n> : app);
}

/** The router app's Hindi as it grows with each page the router loads. */
function LiveI18n({ catalogue, children }: { catalogue: LiveCatalogue; children: ReactNode }) {
  const messages = useSyncExternalStore(catalogue.subscribe, catalogue.current, catalogue.current);
  return (
    <I18nProvider lang="hi" messages={messages}>
      {children}
    </I18nProvider>
  );
}

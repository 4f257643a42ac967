import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { hydrateDocument, readPayload } from './hydrate-document';
import { createRoutes, resolveLazyMatches } from './routes';
import { routerNavigation } from './router-navigation';
import { zodWithoutEval } from '../lib/zod-csp';

/** The router's pages (checkout, account, admin, sign-in): hydrated with the router's state from the server. */
export async function start() {
  zodWithoutEval();
  const state = readPayload();
  if (!state.payload.router) throw new Error('A page of the router without its state');
  const routes = createRoutes(state.queryClient);
  // The page's own module is already on its way (<link rel=modulepreload>); hydrate once it is here.
  await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: state.payload.router });
  hydrateDocument(state, routerNavigation, <RouterProvider router={router} />);
}

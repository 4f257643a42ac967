import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { Document, PAYLOAD_ELEMENT_ID } from './document';
import { freshAsOf, type Payload } from './payload';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes, resolveLazyMatches } from './routes';
import { routerNavigation } from './router-navigation';
import { bindStorefront } from '../lib/storefront';
import { httpStorefront } from '../lib/storefront-http';

// The server rendered this page and left its data in a JSON block: the query cache and the router state
// are restored from it, so hydration matches the HTML and no request repeats what the server loaded.
export async function start() {
  const payloadText = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '';
  const payload = JSON.parse(payloadText) as Payload;
  if (!payload.router) throw new Error('A page of the router without its state');
  const queryClient = bindStorefront(createQueryClient(), httpStorefront);
  hydrate(queryClient, freshAsOf(payload.queries, Date.now()));
  const routes = createRoutes(queryClient);
  // The page's own module is already on its way (<link rel=modulepreload>); hydrate once it is here.
  await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData: payload.router });

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (no long task; a tap during hydration is answered).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={payload.assets}>
          <AppProviders queryClient={queryClient} site={payload.site} navigation={routerNavigation}>
            <RouterProvider router={router} />
          </AppProviders>
        </Document>
      </StrictMode>,
    );
  });
}

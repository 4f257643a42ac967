import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { trackPresses } from '../components/ui/last-press';
import { Document, PAYLOAD_ELEMENT_ID } from './document';
import { restorePageQueries, type Payload } from './payload';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import type { Navigation } from '../lib/navigation';
import { bindStorefront } from '../lib/storefront';
import { httpStorefront } from '../lib/storefront-http';

/**
 * What both entries start from: the data the server left in the page (its JSON block) and a query cache
 * restored from it, so hydration matches the HTML and no request repeats what the server loaded.
 */
export function readPayload(): { payload: Payload; queryClient: QueryClient } {
  const payload = JSON.parse(document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '') as Payload;
  const queryClient = bindStorefront(createQueryClient(), httpStorefront);
  restorePageQueries(queryClient, payload.queries, Date.now());
  return { payload, queryClient };
}

/**
 * Hydrates the whole document with `page` inside the app's providers. As a transition, hydration yields to
 * the browser every few milliseconds instead of holding the main thread (no long task; a tap is answered).
 */
export function hydrateDocument(
  { payload, queryClient }: ReturnType<typeof readPayload>,
  navigation: Navigation,
  page: ReactNode,
) {
  trackPresses();
  // A Hindi page brought its words with it (decision 036): hydration renders the same text as the server.
  const lang = payload.i18n ? 'hi' : 'en';
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={payload.assets} lang={lang} alternates={payload.alternates}>
          <AppProviders
            queryClient={queryClient}
            site={payload.site}
            navigation={navigation}
            lang={lang}
            messages={payload.i18n?.messages}
          >
            {page}
          </AppProviders>
        </Document>
      </StrictMode>,
    );
  });
}

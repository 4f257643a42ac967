import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import '../index.css';
import { Document, PAYLOAD_ELEMENT_ID } from './document';
import { DocumentPage } from './document-page';
import { documentPages } from './document-pages';
import { freshAsOf, type Payload } from './payload';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { documentNavigation } from '../lib/navigation';
import { bindStorefront } from '../lib/storefront';
import { httpStorefront } from '../lib/storefront-http';

/**
 * The browsing pages' start (decision 026): home, listing, search, a product and the policy pages hydrate
 * here without the router. The server said which page this is and with which parameters; its data is in
 * the query cache the server filled. A link to another page is a page load (from the page cache). Nothing
 * runs on import: entry-shop.tsx calls start().
 */
export async function start() {
  const payload = JSON.parse(document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '') as Payload;
  if (!payload.page) throw new Error('A browsing page without its page reference');
  const { file, params } = payload.page;
  const queryClient = bindStorefront(createQueryClient(), httpStorefront);
  hydrate(queryClient, freshAsOf(payload.queries, Date.now()));
  const navigation = documentNavigation(window.location, params);
  const { default: Page } = await documentPages[file]();
  // As a transition, hydration yields to the browser every few milliseconds (no long task).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document assets={payload.assets}>
          <AppProviders queryClient={queryClient} site={payload.site} navigation={navigation}>
            <DocumentPage Page={Page} />
          </AppProviders>
        </Document>
      </StrictMode>,
    );
  });
}

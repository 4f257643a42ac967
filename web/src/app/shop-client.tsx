import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import '../index.css';
import { Document, PAYLOAD_ELEMENT_ID } from './document';
import { DocumentPage } from './document-page';
import { documentPages, type DocumentPageFile } from './document-pages';
import { freshAsOf, type Payload } from './payload';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { documentNavigation } from '../lib/navigation';
import { bindStorefront } from '../lib/storefront';
import { httpStorefront } from '../lib/storefront-http';
import HomePage from '../routes/shop/home';
import ListingPage from '../routes/shop/listing';
import ProductPage from '../routes/shop/product';
import SearchPage from '../routes/shop/search';

/**
 * The browsing pages' start (decision 026): home, listing, search, a product and the policy pages hydrate
 * here without the router. The server said which page this is and with which parameters; its data is in
 * the query cache the server filled. A link to another page is a page load (from the page cache).
 *
 * The four pages a shopper browses are part of this module, so their shared code travels as a few files
 * rather than a chunk per combination of pages (each file is a round trip on slow 4G); the policy pages
 * load on their own. Nothing runs on import: entry-shop.tsx calls start().
 */
const BROWSING: Partial<Record<DocumentPageFile, ComponentType>> = {
  'shop/home': HomePage,
  'shop/listing': ListingPage,
  'shop/search': SearchPage,
  'shop/product': ProductPage,
};

export async function start() {
  const payload = JSON.parse(document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent ?? '') as Payload;
  if (!payload.page) throw new Error('A browsing page without its page reference');
  const { file, params } = payload.page;
  const queryClient = bindStorefront(createQueryClient(), httpStorefront);
  hydrate(queryClient, freshAsOf(payload.queries, Date.now()));
  const navigation = documentNavigation(window.location, params);
  const Page = BROWSING[file] ?? (await documentPages[file]()).default;
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

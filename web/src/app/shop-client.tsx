import '../index.css';
import { DocumentPage } from './document-page';
import { documentPages, type DocumentPageFile } from './document-pages';
import { hydrateDocument, readPayload } from './hydrate-document';
import { documentNavigation } from '../lib/navigation';

/**
 * The browsing pages' start (decision 026): home, listing, search, a product and the policy pages hydrate
 * here without the router. The server said which page this is and with which parameters; its data is in
 * the query cache the server filled. A link to another page is a page load (from the page cache). Nothing
 * runs on import: entry-shop.tsx calls start().
 */
export async function start() {
  const state = readPayload();
  if (!state.payload.page) throw new Error('A browsing page without its page reference');
  const { file, params } = state.payload.page;
  // The server sends this entry with a browsing page only (a buyer page has its own).
  const { default: Page } = await documentPages[file as DocumentPageFile]();
  hydrateDocument(state, documentNavigation(window.location, params), <DocumentPage Page={Page} />);
}

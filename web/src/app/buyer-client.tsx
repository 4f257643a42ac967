import '../index.css';
import { BuyerPage, buyerHistory } from './buyer-page';
import { buyerPages, isBuyerPage } from './buyer-pages';
import { hydrateDocument, readPayload } from './hydrate-document';
import { documentNavigation } from '../lib/navigation';
import { zodWithoutEval } from '../lib/zod-csp';

/**
 * The buyer pages' start (decision 035): the estimator, login, register, checkout and account hydrate here
 * without the router, as the browsing pages do (shop-client.tsx). Nothing runs on import: entry-buyer.tsx
 * calls start().
 */
export async function start() {
  zodWithoutEval();
  const state = readPayload();
  const file = state.payload.page?.file;
  if (!file || !isBuyerPage(file)) throw new Error('A buyer page without its page reference');
  const { default: Page, Frame } = await buyerPages[file]();
  const navigation = documentNavigation(window.location, state.payload.page?.params, buyerHistory);
  hydrateDocument(state, navigation, <BuyerPage Page={Page} Frame={Frame} />);
}

import type { CategoriesQuery, ProductListInput } from '../../../common/contracts/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PublicAnswer } from '../../plugins/http-caching';
import { getPublicSettings } from '../settings';
import * as catalog from './catalog.service';

/**
 * The public catalog answers (what a visitor's catalog GETs return), each with its cache key: the
 * question in normal form, so that questions with the same answer share one entry (filter names in any
 * case and order, defaults spelled out or not, a search keyword's spacing and case). The API routes and
 * the pages rendered in process (server/ssr/storefront-data.ts) both read through these, so both show the
 * same bytes.
 */

const json = (data: unknown) => JSON.stringify({ success: true, data });

/**
 * Names as the database compares them (lower()), for the key only: ASCII is lower-cased here; anything
 * else is kept as written, so two spellings JavaScript and PostgreSQL might lower-case differently never
 * share an entry (at worst a second entry with the same answer).
 */
const nameKey = (names: string[]) =>
  JSON.stringify([...new Set(names.map((n) => (/^[\x20-\x7e]*$/.test(n) ? n.toLowerCase() : n)))].sort());

/** A bound of the price range in the key ('-' for none). */
const bound = (rupees: number | undefined) => (rupees === undefined ? '-' : String(rupees));

export function listingAnswer(db: Db, q: ProductListInput): PublicAnswer {
  const range = `${bound(q.minPrice)} ${bound(q.maxPrice)} ${q.inStock ? 'in-stock' : 'all'} ${q.facets ?? '-'}`;
  return {
    key: `listing ${q.sortBy} ${q.page} ${q.limit} ${nameKey(q.category)} ${nameKey(q.brand)} ${nameKey(q.subcategory)} ${range}`,
    load: () => catalog.listingBody(db, q),
  };
}

export function productAnswer(db: Db, id: string): PublicAnswer {
  const normal = id.toLowerCase();
  return { key: `product ${normal}`, load: () => catalog.productBody(db, normal) };
}

export function searchAnswer(db: Db, keyword: string, page: { page: number; limit: number }): PublicAnswer {
  // The answer depends on the normalized phrase alone (its words come from it).
  const terms = catalog.searchTerms(keyword);
  return {
    key: `search ${page.page} ${page.limit} ${terms ? JSON.stringify(terms.phrase) : '-'}`,
    load: () => catalog.searchBody(db, terms, page),
  };
}

export function categoriesAnswer(db: Db, kind: z.output<typeof CategoriesQuery>['kind']): PublicAnswer {
  return { key: `categories ${kind ?? '*'}`, load: async () => json(await catalog.listCategories(db, kind)) };
}

export function subcategoriesAnswer(db: Db, names: string[]): PublicAnswer {
  return {
    key: `subcategories ${nameKey(names)}`,
    load: async () => json(await catalog.subcategoryGroups(db, names)),
  };
}

export function settingsAnswer(db: Db): PublicAnswer {
  return { key: 'settings', load: async () => json(await getPublicSettings(db)) };
}

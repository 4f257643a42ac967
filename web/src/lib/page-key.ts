import { isUuid } from '../../../common/text';
import { hasLangTwin, paths } from './paths';
import { LANG_PREFIX, splitLangPath } from '../../../common/lang';

interface PageEntry {
  path: string;
  query: readonly string[];
}

/** Every page of the registry, by its exact path; pages with an `:id` segment apart. */
const pages: PageEntry[] = Object.values(paths).flatMap((group) =>
  'path' in group ? [group as PageEntry] : (Object.values(group) as PageEntry[]),
);
const exact = new Map(pages.filter((p) => !p.path.includes(':')).map((p) => [p.path, p]));
const withId = pages.filter((p) => p.path.includes(':id'));

function pageOf(pathname: string): PageEntry | undefined {
  const found = exact.get(pathname);
  if (found) return found;
  return withId.find((p) => {
    const [before, after] = p.path.split(':id');
    if (!pathname.startsWith(before) || !pathname.endsWith(after)) return false;
    const id = pathname.slice(before.length, pathname.length - after.length);
    // Ids as the shop writes them (lower case): another spelling of the same id is the same page, not kept twice.
    return isUuid(id) && id === id.toLowerCase();
  });
}

/**
 * The key a visitor's page is kept under in the server's page cache, or null when it must not be kept: the
 * path exactly as the registry spells it, then the parameters the page reads in one order (by name, each
 * name's values in the order sent). A URL with any other parameter, another spelling of the path
 * ('/shop/LISTING', '/shop/listing/') or an unknown path is rendered but not kept, so random parameters
 * cannot fill the cache or push popular pages out of it.
 */
export function pageCacheKey(pathAndQuery: string): string | null {
  const at = pathAndQuery.indexOf('?');
  const fullPath = at === -1 ? pathAndQuery : pathAndQuery.slice(0, at);
  // A Hindi page is kept apart under its own path (/hi/…), so one language never answers for the other.
  const { lang, path: pathname } = splitLangPath(fullPath);
  if (lang !== 'en' && !hasLangTwin(pathname)) return null;
  const page = pageOf(pathname);
  if (!page) return null;
  const search = new URLSearchParams(at === -1 ? '' : pathAndQuery.slice(at + 1));
  const names = [...new Set(search.keys())];
  if (names.some((name) => !page.query.includes(name))) return null;
  const canonical = new URLSearchParams();
  for (const name of names.sort()) for (const value of search.getAll(name)) canonical.append(name, value);
  const query = canonical.toString();
  const kept = `${LANG_PREFIX[lang]}${pathname}`;
  return query ? `${kept}?${query}` : kept;
}

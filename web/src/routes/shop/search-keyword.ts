/**
 * The keyword as the search page uses it: trimmed; searched only from SPEC's 2 characters. Apart from the
 * loader, which imports the router, so the page's first load does not (decision 026).
 */
export function searchKeyword(search: URLSearchParams): string {
  return (search.get('keyword') ?? '').trim();
}

import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { useQueryParams } from './use-query-params';

const SEARCH_DELAY_MS = 300;

/** A page number from the query string: a whole number from 1, else 1. */
export const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * An admin grid's state in the URL: the page, the search and any filters (read from `params`, changed with
 * `update`). The search box's `text` reaches the URL (and the server) once typing pauses, trimmed, and only
 * when `accepts` it; a new search starts at page 1.
 */
export function useGridParams({ accepts }: { accepts?: (typed: string) => boolean } = {}) {
  const [params, update] = useQueryParams();
  const page = positiveInt(params.get('page'));
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const typedOk = typed === '' || !accepts || accepts(typed);

  useEffect(() => {
    if (typedOk && typed !== search.trim()) update({ search: typed, page: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled, accepted search moves the URL
  }, [typed, typedOk]);

  return { params, update, page, search, text, setText };
}

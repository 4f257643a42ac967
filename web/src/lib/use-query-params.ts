import { useSearchParams } from './navigation';

export type ParamChanges = Record<string, string | number | null>;

/**
 * The page's query parameters and a setter that changes some of them in place (replacing the history
 * entry): null or '' removes a parameter, and page 1 is left out, so the plainest view has the plainest URL.
 */
export function useQueryParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: ParamChanges) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return [params, update];
}

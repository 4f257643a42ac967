import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches: null on the server and while hydrating (the page renders alike on both
 * sides and CSS decides), then the browser's answer, following changes.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}

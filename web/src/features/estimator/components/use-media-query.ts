import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches: null on the server and while hydrating (the page renders alike on both
 * sides and CSS decides), then the browser's answer, following changes. The first answer is rendered as a
 * transition, in slices that yield: read through useSyncExternalStore it forced a blocking render of the whole
 * screen right after hydration (issue 49, the estimator's Total Blocking Time).
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    startTransition(onChange);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

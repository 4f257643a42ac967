import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true): for content that
 * loads as it scrolls into view. False on the server and until the browser says so.
 */
export function useInView<T extends Element>(rootMargin = '400px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, tests' DOM) everything counts as in view.
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView];
}

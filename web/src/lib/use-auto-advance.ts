import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED = '(prefers-reduced-motion: reduce)';
const subscribeReduced = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True when the person asked their system for less motion (SPEC's carousels then stand still). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia(REDUCED).matches,
    // The server does not know; the first frame moves nothing anyway (auto-advance starts after hydration).
    () => false,
  );
}

/**
 * Calls `advance` every `intervalMs` while not paused (hover, focus inside), not under reduced motion and
 * while the tab is visible. Starts only after hydration, so server and browser render the same first frame.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, paused: boolean) {
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (paused || reduced) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') advance();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [advance, intervalMs, paused, reduced]);
  return { reduced };
}

/** Pause state for a carousel: paused while the pointer is over it or focus is inside it. */
export function usePauseOnHoverAndFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

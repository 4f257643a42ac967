import { useEffect, useState } from 'react';

/** `value`, once it has not changed for `delayMs` (SPEC §9: 500 ms for the search's URL mirror). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

import { useEffect, useState } from 'react';

/** The value, once it has stayed unchanged for `ms` (spec 9: class tree and filters debounce 500 ms). */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const CLASS_TREE_DEBOUNCE_MS = 500;

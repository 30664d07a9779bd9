import { useEffect, useState } from "react";

/**
 * The value once it has stopped changing for `delay` ms (search boxes, a preview planned after
 * typing pauses). A value that arrives where there was none (a form's values come a render after
 * it mounts) passes at once: the screen opens with its content, not a pause nobody made.
 */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  const first = debounced === undefined;
  useEffect(() => {
    if (first) {
      setDebounced(value);
      return;
    }
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay, first]);
  return first ? value : debounced;
}

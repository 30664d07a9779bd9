import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The search box of a list whose filters live in the address: what is typed is applied once
 * typing stops; a search changed from outside (back button, a menu link) shows in the box.
 * `current` is the applied search, `apply` sets a new one (the latest callback is used).
 */
export function useSearchText(current: string, apply: (q: string) => void, delayMs = 400) {
  const [text, setText] = useState(current);
  const debounced = useDebouncedValue(text, delayMs);

  // Only a new debounced value is applied: a reset or a changed address must not bring back
  // what was typed before it.
  const latest = useRef({ current, apply });
  latest.current = { current, apply };
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced !== latest.current.current) latest.current.apply(debounced);
  }, [debounced]);

  useEffect(() => {
    if (current === applied.current) return;
    applied.current = current;
    setText(current);
  }, [current]);

  /** Empties the box without applying the emptied text later (the caller resets the filters). */
  const clear = () => {
    applied.current = "";
    setText("");
  };
  return { text, setText, clear };
}

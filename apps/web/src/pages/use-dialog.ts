import { useCallback, useState } from "react";

/**
 * A drawer or modal about one record. The record outlives `open`, so the closing animation
 * still shows what was open instead of an empty frame.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ open: boolean; value: T | null }>({ open: false, value: null });
  const show = useCallback((value: T) => setState({ open: true, value }), []);
  const hide = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { open: state.open, value: state.value, show, hide };
}

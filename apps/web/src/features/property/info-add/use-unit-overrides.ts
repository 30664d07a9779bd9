import { useCallback, useMemo, useState } from "react";
import type { CellAddress } from "./components/layout-preview";
import type { UnitOverride } from "./layout-model";
import { positionKey } from "./preview-model";

/** The units the user changed by clicking the preview, and the one being edited now. */
export function useUnitOverrides() {
  const [list, setList] = useState<UnitOverride[]>([]);
  const [address, setAddress] = useState<CellAddress | null>(null);
  const keys = useMemo(() => new Set(list.map(positionKey)), [list]);
  const open = useCallback((a: CellAddress) => setAddress(a), []);
  const close = useCallback(() => setAddress(null), []);
  const apply = useCallback((o: UnitOverride) => {
    setList((l) => [...l.filter((x) => positionKey(x) !== positionKey(o)), o]);
    setAddress(null);
  }, []);
  const reset = useCallback(() => {
    setAddress((a) => {
      if (a) setList((l) => l.filter((x) => positionKey(x) !== positionKey(a)));
      return null;
    });
  }, []);
  const clear = useCallback(() => setList([]), []);
  return { list, keys, address, open, close, apply, reset, clear };
}

import { useCallback } from "react";
import { type NavigateOptions, useSearchParams } from "react-router";

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * React Router's useSearchParams, except that a functional update gets the address as it is
 * at the call. React Router hands it the query of the last render instead: two changes in one
 * moment (the filters cleared, then a column sorted before the page has rendered again) would
 * have the second bring back what the first removed. The address bar itself is already the
 * newest: BrowserRouter writes it at once and renders after.
 */
export function useAddressSearch(): [
  URLSearchParams,
  (update: SearchUpdate, options?: NavigateOptions) => void,
] {
  const [search, setSearch] = useSearchParams();
  const set = useCallback(
    (update: SearchUpdate, options?: NavigateOptions) =>
      setSearch(
        typeof update === "function" ? update(new URLSearchParams(window.location.search)) : update,
        options,
      ),
    [setSearch],
  );
  return [search, set];
}

import type { ObjectWithStats } from "@makon/shared";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";
import { type ObjectParams, objectQuery } from "../object-params";

export interface ObjectPage {
  items: ObjectWithStats[];
  total: number;
  page: number;
  size: number;
}

/** Every objects query starts with this key; a change invalidates them all. */
export const objectsKey = ["objects"] as const;

export function getObjects(params: ObjectParams, signal?: AbortSignal): Promise<ObjectPage> {
  return apiJson<ObjectPage>(`/api/obyekt?${objectQuery(params)}`, { signal });
}

const objectsQuery = (params: ObjectParams) =>
  queryOptions({
    queryKey: [...objectsKey, "list", params],
    queryFn: ({ signal }) => getObjects(params, signal),
  });

/** GET /api/obyekt: one page of objects with their numbers; the previous page stays while the next loads. */
export function useObjects(params: ObjectParams) {
  return useQuery({ ...objectsQuery(params), placeholderData: keepPreviousData });
}

/** The same page asked ahead, as /obyects opens (its screenData). */
export function prefetchObjects(client: QueryClient, params: ObjectParams): void {
  void client.prefetchQuery(objectsQuery(params));
}

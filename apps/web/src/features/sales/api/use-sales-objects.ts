import type { ObjectWithStats } from "@makon/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api";
import { salesKeys } from "./sales-keys";

interface ObjectPage {
  items: ObjectWithStats[];
  total: number;
}

/** GET /api/obyekt: the active (not archived) objects with their units by status. */
export function useSalesObjects() {
  return useQuery({
    queryKey: salesKeys.objects,
    queryFn: ({ signal }) => apiJson<ObjectPage>("/api/obyekt?archived=false&size=200", { signal }),
  });
}

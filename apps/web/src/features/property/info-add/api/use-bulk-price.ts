import type { BulkPriceBody } from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../../lib/api";

/** POST /api/bino/{id}/prices: new prices for the selected free units (audited by the API). */
export function useBulkPrice() {
  return useMutation({
    mutationFn: ({ buildingId, body }: { buildingId: number; body: BulkPriceBody }) =>
      apiJson<{ updated: number }>(`/api/bino/${buildingId}/prices`, { method: "POST", body }),
  });
}

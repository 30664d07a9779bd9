import type { DebtSmsPreview } from "@makon/shared";
import { apiJson } from "../../../lib/api";

/** GET /api/undiruv/{id}/sms-preview: what an "sms" action would queue now, from the server's template. */
export function fetchSmsPreview(caseId: number): Promise<DebtSmsPreview> {
  return apiJson<DebtSmsPreview>(`/api/undiruv/${caseId}/sms-preview`, { cache: "no-store" });
}

import { openInTab } from "../../../lib/files/open-in-tab";

/** GET /api/undiruv/{id}/letters/{letterId}: the stored letter's PDF in a new tab. */
export const openDebtLetter = (caseId: number, letterId: number) =>
  openInTab(`/api/undiruv/${caseId}/letters/${letterId}`, "application/pdf");

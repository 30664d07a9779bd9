import type { Language } from "@makon/shared";
import { documentUrl } from "../../../lib/files/document-url";
import { openInTab } from "../../../lib/files/open-in-tab";

/** GET /api/undiruv/{id}/letters/{letterId}?lang=: the letter's PDF in a new tab, in the client's language or another. */
export const openDebtLetter = (caseId: number, letterId: number, language?: Language) =>
  openInTab(documentUrl(`/api/undiruv/${caseId}/letters/${letterId}`, language), "application/pdf");

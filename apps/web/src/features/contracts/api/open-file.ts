import type { Language } from "@makon/shared";
import { documentUrl } from "../../../lib/files/document-url";
import { openInTab } from "../../../lib/files/open-in-tab";

/** GET /api/shartnoma/{id}/pdf?lang=: the contract and its schedule, drawn by the server in a language. */
export const openContractPdf = (id: number, language?: Language) =>
  openInTab(documentUrl(`/api/shartnoma/${id}/pdf`, language), "application/pdf");

/** GET /api/shartnoma/{id}/scan: the signed paper's scan (PDF, JPEG or PNG). */
export const openContractScan = (id: number) =>
  openInTab(`/api/shartnoma/${id}/scan`, "application/pdf,image/jpeg,image/png");

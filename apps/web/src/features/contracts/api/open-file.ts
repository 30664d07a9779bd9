import { openInTab } from "../../../lib/files/open-in-tab";

/** GET /api/shartnoma/{id}/pdf: the contract and its schedule, drawn by the server. */
export const openContractPdf = (id: number) => openInTab(`/api/shartnoma/${id}/pdf`, "application/pdf");

/** GET /api/shartnoma/{id}/scan: the signed paper's scan (PDF, JPEG or PNG). */
export const openContractScan = (id: number) =>
  openInTab(`/api/shartnoma/${id}/scan`, "application/pdf,image/jpeg,image/png");

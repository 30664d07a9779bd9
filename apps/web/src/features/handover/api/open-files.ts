import type { Language } from "@makon/shared";
import { documentUrl } from "../../../lib/files/document-url";
import { openInTab } from "../../../lib/files/open-in-tab";

/** GET /api/topshiruv/{id}/pdf?lang=: the act drawn by the server, in the client's language or another. */
export const openActPdf = (id: number, language?: Language) =>
  openInTab(documentUrl(`/api/topshiruv/${id}/pdf`, language), "application/pdf");

/** GET /api/topshiruv/{id}/scan: the signed act (PDF, JPEG or PNG). */
export const openActScan = (id: number) =>
  openInTab(`/api/topshiruv/${id}/scan`, "application/pdf,image/jpeg,image/png");

/** GET /api/topshiruv/{id}/defects/{defectId}/photo. */
export const openDefectPhoto = (id: number, defectId: number) =>
  openInTab(`/api/topshiruv/${id}/defects/${defectId}/photo`, "image/jpeg,image/png");

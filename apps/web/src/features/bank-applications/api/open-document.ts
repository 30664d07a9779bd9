import type { BankDocumentKind } from "@makon/shared";
import { openInTab } from "../../../lib/files/open-in-tab";

/** GET /api/ariza/{id}/documents/{kind}: the stored paper (PDF, JPEG or PNG) in a new tab. */
export const openBankDocument = (id: number, kind: BankDocumentKind) =>
  openInTab(`/api/ariza/${id}/documents/${kind}`, "application/pdf,image/jpeg,image/png");

import {
  type BankApplicationListQuery,
  type BankApplicationRow,
  type Catalogue,
  TASHKENT_OFFSET_MS,
  tashkentToday,
} from "@makon/shared";
import type { Db } from "../../db/types";
import { type ExcelColumn, makeXlsx, type XlsxFile } from "../../lib/excel";
import { fileWords } from "../../lib/words";
import { exportBankRows, type ListViewer } from "./bank-list.service";

const DAY_MS = 86_400_000;

/** Whole Tashkent calendar days since the application entered its status, as the list's minDays counts. */
export function daysInStatus(statusChangedAt: string, today = tashkentToday()): number {
  const entered = new Date(Date.parse(statusChangedAt) + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
  return Math.round((Date.parse(today) - Date.parse(entered)) / DAY_MS);
}

/** The file's columns in a language's words (the catalogue, never written here). */
function columns(today: string, { documents, enums }: Catalogue): ExcelColumn<BankApplicationRow>[] {
  const words = documents.bankApplications;
  return [
    { header: words.contract, width: 12, value: (a) => a.contractNumber },
    { header: words.client, width: 30, value: (a) => a.clientName },
    { header: words.object, width: 22, value: (a) => a.objectName },
    { header: words.building, width: 10, value: (a) => a.buildingName },
    { header: words.unit, width: 9, value: (a) => a.unitNumber },
    { header: words.paymentType, width: 14, value: (a) => enums.paymentType[a.paymentType] },
    { header: words.bank, width: 28, value: (a) => a.bankName },
    { header: words.status, width: 20, value: (a) => words.statuses[a.status] },
    { header: words.amountRequested, width: 16, value: (a) => a.amountRequested },
    { header: words.amountApproved, width: 16, value: (a) => a.amountApproved },
    { header: words.assignee, width: 22, value: (a) => a.assigneeName },
    { header: words.manager, width: 22, value: (a) => a.managerName },
    { header: words.statusChangedAt, width: 17, value: (a) => new Date(a.statusChangedAt) },
    { header: words.daysInStatus, width: 10, value: (a) => daysInStatus(a.statusChangedAt, today) },
    { header: words.createdAt, width: 17, value: (a) => new Date(a.createdAt) },
  ];
}

/** The filtered applications of one level as an .xlsx file, in the reader's words. */
export async function bankExport(
  db: Db,
  q: Omit<BankApplicationListQuery, "page" | "size">,
  viewer: ListViewer,
  words: Catalogue,
): Promise<XlsxFile> {
  const rows = await exportBankRows(db, q, viewer);
  const file = { name: fileWords.bankApplications.file(q.level), sheet: words.documents.sheet };
  return makeXlsx(file, rows, columns(tashkentToday(), words));
}

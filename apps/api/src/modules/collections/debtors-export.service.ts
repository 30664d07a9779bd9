import { type Catalogue, type DebtorListQuery, type DebtorRow, formatPhone } from "@makon/shared";
import type { Db } from "../../db/types";
import { type ExcelColumn, makeXlsx, type XlsxFile } from "../../lib/excel";
import type { ScopedViewer } from "../../lib/record-scope";
import { fileWords } from "../../lib/words";
import { exportDebtors } from "./debtors.service";

const DAY = "dd.mm.yyyy";
const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));

/** A debtor, or the report's last line: the totals of the filter. */
type Line = DebtorRow | { total: true; overdueAmount: number; overdueRows: number; penalty: number };
const isTotal = (l: Line): l is Extract<Line, { total: true }> => "total" in l;
/** A debtor's value, nothing on the totals line. */
const of =
  <T>(f: (d: DebtorRow) => T) =>
  (l: Line): T | null =>
    isTotal(l) ? null : f(l);

/** The report's columns in a language's words (the catalogue, never written here). */
const columnsIn = ({ documents }: Catalogue): ExcelColumn<Line>[] => {
  const words = documents.debtors;
  return [
    { header: words.contract, width: 12, value: (l) => (isTotal(l) ? words.total : l.contractNumber) },
    { header: words.client, width: 30, value: of((d) => d.clientName) },
    { header: words.phone, width: 14, value: of((d) => formatPhone(d.clientPhone)) },
    { header: words.object, width: 22, value: of((d) => d.objectName) },
    { header: words.building, width: 10, value: of((d) => d.buildingName) },
    { header: words.unit, width: 9, value: of((d) => d.unitNumber) },
    { header: words.manager, width: 22, value: of((d) => d.managerName) },
    { header: words.overdueAmount, width: 16, value: (l) => l.overdueAmount },
    { header: words.overdueRows, width: 10, value: (l) => l.overdueRows },
    { header: words.oldestDueDate, width: 12, dateFormat: DAY, value: of((d) => day(d.oldestDueDate)) },
    { header: words.daysOverdue, width: 10, value: of((d) => d.daysOverdue) },
    { header: words.band, width: 11, value: of((d) => words.bands[d.band]) },
    { header: words.penalty, width: 14, value: (l) => l.penalty },
    { header: words.caseStatus, width: 20, value: of((d) => words.statuses[d.caseStatus ?? "none"]) },
    { header: words.assignee, width: 22, value: of((d) => d.assigneeName) },
    {
      header: words.lastAction,
      width: 20,
      value: of((d) => (d.lastActionType ? words.actions[d.lastActionType] : null)),
    },
    {
      header: words.lastActionAt,
      width: 17,
      value: of((d) => (d.lastActionAt ? new Date(d.lastActionAt) : null)),
    },
    { header: words.promisedDate, width: 12, dateFormat: DAY, value: of((d) => day(d.promisedDate)) },
    {
      header: words.promiseBroken,
      width: 10,
      value: of((d) => (d.promiseBroken ? documents.yes : documents.no)),
    },
  ];
};

/**
 * The filtered debtors as the ageing report (.xlsx) in the reader's words, the filter's totals on
 * the last line.
 */
export async function debtorsExport(
  db: Db,
  q: Omit<DebtorListQuery, "page" | "size">,
  viewer: ScopedViewer,
  words: Catalogue,
): Promise<XlsxFile> {
  const { rows, totals } = await exportDebtors(db, q, viewer);
  const overdueRows = rows.reduce((s, r) => s + r.overdueRows, 0);
  const lines: Line[] = [
    ...rows,
    { total: true, overdueAmount: totals.overdueAmount, overdueRows, penalty: totals.penalty },
  ];
  return makeXlsx({ name: fileWords.debtors.file, sheet: words.documents.sheet }, lines, columnsIn(words));
}

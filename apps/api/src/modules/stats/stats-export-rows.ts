import type { Catalogue, StatsFigure, StatsRowsPage } from "@makon/shared";
import type { ExcelColumn } from "../../lib/excel";
import { DAY, dayCell, type StatsSheet, sheet } from "./stats-excel";

type Items<F extends StatsFigure> = Extract<StatsRowsPage, { figure: F }>["items"];
type Contract = Items<"sales">[number];
type Payment = Items<"received">[number];
type Due = Items<"due">[number];
type Overdue = Items<"overdue">[number];
type Client = Items<"funnel">[number];

/** Each figure's columns in a language's words (the catalogue, never written here). */
function figureColumns({ documents, enums }: Catalogue) {
  const w = documents.stats;
  const contractColumns: ExcelColumn<Contract>[] = [
    { header: w.day, width: 12, dateFormat: DAY, value: (r) => dayCell(r.day) },
    { header: w.contract, width: 12, value: (r) => r.contractNumber },
    { header: w.client, width: 30, value: (r) => r.clientName },
    { header: w.object, width: 22, value: (r) => r.objectName },
    { header: w.unit, width: 9, value: (r) => r.unitNumber },
    { header: w.manager, width: 22, value: (r) => r.managerName },
    { header: w.area, width: 10, value: (r) => r.areaM2 },
    { header: w.amount, width: 16, value: (r) => r.amount },
  ];
  const paymentColumns: ExcelColumn<Payment>[] = [
    { header: w.day, width: 12, dateFormat: DAY, value: (r) => dayCell(r.day) },
    { header: w.contract, width: 12, value: (r) => r.contractNumber },
    { header: w.client, width: 30, value: (r) => r.clientName },
    { header: w.object, width: 22, value: (r) => r.objectName },
    { header: w.kind, width: 12, value: (r) => documents.payments.kinds[r.kind] },
    { header: w.method, width: 16, value: (r) => enums.paymentMethod[r.method] },
    { header: w.amount, width: 16, value: (r) => r.amount },
  ];
  const dueColumns: ExcelColumn<Due>[] = [
    { header: w.day, width: 12, dateFormat: DAY, value: (r) => dayCell(r.day) },
    { header: w.contract, width: 12, value: (r) => r.contractNumber },
    { header: w.rowNumber, width: 9, value: (r) => r.number },
    { header: w.client, width: 30, value: (r) => r.clientName },
    { header: w.object, width: 22, value: (r) => r.objectName },
    { header: w.amount, width: 16, value: (r) => r.amount },
    { header: w.paid, width: 16, value: (r) => r.paid },
  ];
  const overdueColumns: ExcelColumn<Overdue>[] = [
    { header: w.contract, width: 12, value: (r) => r.contractNumber },
    { header: w.client, width: 30, value: (r) => r.clientName },
    { header: w.object, width: 22, value: (r) => r.objectName },
    { header: w.oldestDueDate, width: 12, dateFormat: DAY, value: (r) => dayCell(r.oldestDueDate) },
    { header: w.daysOverdue, width: 10, value: (r) => r.daysOverdue },
    { header: w.band, width: 11, value: (r) => documents.debtors.bands[r.band] },
    { header: w.amount, width: 16, value: (r) => r.amount },
  ];
  const clientColumns: ExcelColumn<Client>[] = [
    { header: w.registeredAt, width: 12, dateFormat: DAY, value: (r) => dayCell(r.day) },
    { header: w.client, width: 30, value: (r) => r.fullName },
    { header: w.source, width: 20, value: (r) => w.sources[r.source] },
    { header: w.step, width: 20, value: (r) => enums.clientStep[r.step] },
    { header: w.manager, width: 22, value: (r) => r.managerName },
  ];

  const columns: { [F in StatsFigure]: ExcelColumn<Items<F>[number]>[] } = {
    sales: contractColumns,
    refused: contractColumns,
    received: paymentColumns,
    refunded: paymentColumns,
    due: dueColumns,
    overdue: overdueColumns,
    funnel: clientColumns,
  };
  return columns;
}

const TOTAL = Symbol("total");

/**
 * A figure's rows as one sheet, the total on the last line (the same sum as the figure):
 * "Jami: n" in the first column (text, even where the column holds days), the sum under the amount.
 */
export function rowsBook(
  figure: StatsFigure,
  items: readonly unknown[],
  sum: { count: number; amount: number },
  words: Catalogue,
): StatsSheet<unknown>[] {
  const w = words.documents.stats;
  const columns = figureColumns(words)[figure] as ExcelColumn<unknown>[];
  const totalOf = (i: number, header: string) =>
    i === 0 ? `${w.total}: ${sum.count}` : header === w.amount ? sum.amount : null;
  const withTotal = columns.map(
    (c, i): ExcelColumn<unknown> => ({
      ...c,
      value: (l) => (l === TOTAL ? totalOf(i, c.header) : c.value(l)),
    }),
  );
  return [sheet(w.figureNames[figure], [...items, TOTAL], withTotal)];
}

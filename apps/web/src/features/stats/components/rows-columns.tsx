import { formatDate, type StatsFigure, type StatsRowsPage } from "@makon/shared";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { formatAreaM2 } from "../../../lib/format-area";
import { formatMoney } from "../../../lib/format-money";

/** The namespaces the drawer's words come from (steps, sources, methods and bands are shared). */
export const ROWS_NS = ["stats", "common", "clients", "contracts", "collections"] as const;
type RowsT = TFunction<typeof ROWS_NS>;

export type StatsRow = StatsRowsPage["items"][number];
type RowOf<F extends StatsFigure> = Extract<StatsRowsPage, { figure: F }>["items"][number];
type ContractRow = RowOf<"sales">;
type PaymentRow = RowOf<"received">;
type DueRow = RowOf<"due">;
type OverdueRow = RowOf<"overdue">;
type ClientRow = RowOf<"funnel">;

const money = (amount: number) => <span className="st-num">{formatMoney(amount)}</span>;
const right = { align: "right" as const };

function contractColumns(t: RowsT): ColumnsType<ContractRow> {
  return [
    { key: "contract", title: t("rows.columns.contract"), render: (_, r) => r.contractNumber, width: 120 },
    { key: "day", title: t("rows.columns.day"), render: (_, r) => formatDate(r.day), width: 110 },
    { key: "client", title: t("rows.columns.client"), render: (_, r) => r.clientName },
    { key: "unit", title: t("rows.columns.unit"), render: (_, r) => `${r.objectName}, ${r.unitNumber}` },
    { key: "manager", title: t("rows.columns.manager"), render: (_, r) => r.managerName ?? "—" },
    { key: "area", title: t("rows.columns.area"), render: (_, r) => formatAreaM2(r.areaM2), ...right },
    { key: "amount", title: t("rows.columns.amount"), render: (_, r) => money(r.amount), ...right },
  ];
}

function paymentColumns(t: RowsT): ColumnsType<PaymentRow> {
  return [
    { key: "day", title: t("rows.columns.day"), render: (_, r) => formatDate(r.day), width: 110 },
    { key: "contract", title: t("rows.columns.contract"), render: (_, r) => r.contractNumber, width: 120 },
    { key: "client", title: t("rows.columns.client"), render: (_, r) => r.clientName },
    { key: "object", title: t("rows.columns.object"), render: (_, r) => r.objectName },
    { key: "kind", title: t("rows.columns.kind"), render: (_, r) => t(`rows.kinds.${r.kind}`) },
    { key: "method", title: t("rows.columns.method"), render: (_, r) => t(`contracts:method.${r.method}`) },
    { key: "amount", title: t("rows.columns.amount"), render: (_, r) => money(r.amount), ...right },
  ];
}

function dueColumns(t: RowsT): ColumnsType<DueRow> {
  return [
    { key: "day", title: t("rows.columns.day"), render: (_, r) => formatDate(r.day), width: 110 },
    { key: "contract", title: t("rows.columns.contract"), render: (_, r) => r.contractNumber, width: 120 },
    { key: "number", title: t("rows.columns.number"), render: (_, r) => r.number, ...right, width: 90 },
    { key: "client", title: t("rows.columns.client"), render: (_, r) => r.clientName },
    { key: "object", title: t("rows.columns.object"), render: (_, r) => r.objectName },
    { key: "amount", title: t("rows.columns.amount"), render: (_, r) => money(r.amount), ...right },
    { key: "paid", title: t("rows.columns.paid"), render: (_, r) => money(r.paid), ...right },
  ];
}

function overdueColumns(t: RowsT): ColumnsType<OverdueRow> {
  return [
    { key: "contract", title: t("rows.columns.contract"), render: (_, r) => r.contractNumber, width: 120 },
    { key: "client", title: t("rows.columns.client"), render: (_, r) => r.clientName },
    { key: "object", title: t("rows.columns.object"), render: (_, r) => r.objectName },
    { key: "oldest", title: t("rows.columns.oldestDue"), render: (_, r) => formatDate(r.oldestDueDate) },
    { key: "days", title: t("rows.columns.days"), render: (_, r) => r.daysOverdue, ...right },
    { key: "band", title: t("rows.columns.band"), render: (_, r) => t(`collections:band.${r.band}`) },
    { key: "amount", title: t("rows.columns.amount"), render: (_, r) => money(r.amount), ...right },
  ];
}

function clientColumns(t: RowsT): ColumnsType<ClientRow> {
  return [
    { key: "client", title: t("rows.columns.client"), render: (_, r) => r.fullName },
    { key: "source", title: t("rows.columns.source"), render: (_, r) => t(`clients:sources.${r.source}`) },
    { key: "step", title: t("rows.columns.step"), render: (_, r) => t(`clients:steps.${r.step}`) },
    { key: "day", title: t("rows.columns.day"), render: (_, r) => formatDate(r.day), width: 110 },
    { key: "manager", title: t("rows.columns.manager"), render: (_, r) => r.managerName ?? "—" },
  ];
}

/** The drawer's columns for a figure's rows (each figure has its own kind of row). */
export function rowsColumns(figure: StatsFigure, t: RowsT): ColumnsType<StatsRow> {
  switch (figure) {
    case "sales":
    case "refused":
      return contractColumns(t) as ColumnsType<StatsRow>;
    case "received":
    case "refunded":
      return paymentColumns(t) as ColumnsType<StatsRow>;
    case "due":
      return dueColumns(t) as ColumnsType<StatsRow>;
    case "overdue":
      return overdueColumns(t) as ColumnsType<StatsRow>;
    case "funnel":
      return clientColumns(t) as ColumnsType<StatsRow>;
  }
}

/** A row's key: payments by id, schedule rows by contract and number, the rest by their record. */
export function rowKey(row: StatsRow): string {
  if ("paymentId" in row) return `p${row.paymentId}`;
  if ("number" in row) return `d${row.contractId}-${row.number}`;
  if ("fullName" in row) return `c${row.clientId}`;
  return `k${row.contractId}`;
}

import { formatDate, formatDateTime, type HandoverPageOf, type HandoverReadyRow } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { HandoverTable } from "./handover-table";
import { ClientCell, ContractLink, RowButton, sortable, type TabTableProps, UnitCell } from "./table-parts";

export interface ReadyActions {
  /** handover_work: schedule (or move) the appointment, make the act. */
  work: boolean;
  /** handover_permit in the unpaid view. */
  permit: boolean;
  linked: boolean;
  onSchedule: (row: HandoverReadyRow) => void;
  onMakeAct: (row: HandoverReadyRow) => void;
  onPermit: (row: HandoverReadyRow) => void;
}

interface ReadyTableProps extends TabTableProps<HandoverPageOf<"ready">> {
  actions: ReadyActions;
}

/** Concluded deals in finished buildings: paid (or permitted), or still owing. */
export function ReadyTable({ actions, ...list }: ReadyTableProps) {
  const { params } = list;
  const { t } = useTranslation("handover");
  const unpaidView = params.view === "unpaid";
  const columns: NonNullable<TableProps<HandoverReadyRow>["columns"]> = [
    {
      key: "number",
      title: t("columns.contract"),
      ...sortable(params.sort, "number"),
      render: (_, row) => <ContractLink row={row} linked={actions.linked} />,
    },
    {
      key: "date",
      title: t("columns.contractDate"),
      ...sortable(params.sort, "date"),
      render: (_, row) => <span className="ho-num">{formatDate(row.contractDate)}</span>,
    },
    {
      key: "client",
      title: t("columns.client"),
      ...sortable(params.sort, "client"),
      render: (_, row) => <ClientCell row={row} />,
    },
    { key: "unit", title: t("columns.unit"), render: (_, row) => <UnitCell row={row} t={t} /> },
    {
      key: "paid",
      title: t("columns.paid"),
      align: "right",
      render: (_, row) => (
        <span className="ho-stack ho-stack-end">
          <span className={row.paidInFull ? "ho-num" : "ho-num ho-owing"}>
            {formatMoney(row.paid, false)}
          </span>
          <span className="ho-muted ho-num">{formatMoney(row.total, false)}</span>
          {row.permitted && (
            <Tag color="blue" className="ho-tag">
              {t("common.permitted")}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: "appointment",
      title: t("columns.appointment"),
      render: (_, row) =>
        row.appointmentAt ? (
          <span className="ho-num">{formatDateTime(row.appointmentAt)}</span>
        ) : (
          <span className="ho-muted">{t("row.noAppointment")}</span>
        ),
    },
    {
      key: "actions",
      // Always in view: on a narrow screen the other columns scroll under it.
      fixed: "right",
      title: t("common.actions"),
      render: (_, row) => (
        <span className="ho-row-actions">
          {actions.work && (
            <RowButton onClick={() => actions.onSchedule(row)}>
              {row.appointmentId === null ? t("row.schedule") : t("row.reschedule")}
            </RowButton>
          )}
          {actions.work && (
            <RowButton type="primary" onClick={() => actions.onMakeAct(row)}>
              {t("row.makeAct")}
            </RowButton>
          )}
          {unpaidView && actions.permit && !row.permitted && (
            <RowButton onClick={() => actions.onPermit(row)}>{t("row.permit")}</RowButton>
          )}
        </span>
      ),
    },
  ];

  return <HandoverTable<HandoverReadyRow> rowKey="contractId" columns={columns} {...list} />;
}

import { formatDate, formatDateTime, type HandoverPageOf, type HandoverReadyRow } from "@makon/shared";
import { Button, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import type { HandoverParams } from "../../list-params";
import { HandoverTable } from "./handover-table";
import { ClientCell, ContractLink, sortable, stop, UnitCell } from "./table-parts";

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

interface ReadyTableProps {
  page: HandoverPageOf<"ready"> | undefined;
  loading: boolean;
  params: HandoverParams;
  onParamsChange: (change: Partial<HandoverParams>) => void;
  emptyText: string;
  actions: ReadyActions;
}

/** Concluded deals in finished buildings: paid (or permitted), or still owing. */
export function ReadyTable({ page, loading, params, onParamsChange, emptyText, actions }: ReadyTableProps) {
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
            <Button
              size="small"
              onClick={(e) => {
                stop(e);
                actions.onSchedule(row);
              }}
            >
              {row.appointmentId === null ? t("row.schedule") : t("row.reschedule")}
            </Button>
          )}
          {actions.work && (
            <Button
              size="small"
              type="primary"
              onClick={(e) => {
                stop(e);
                actions.onMakeAct(row);
              }}
            >
              {t("row.makeAct")}
            </Button>
          )}
          {unpaidView && actions.permit && !row.permitted && (
            <Button
              size="small"
              onClick={(e) => {
                stop(e);
                actions.onPermit(row);
              }}
            >
              {t("row.permit")}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <HandoverTable<HandoverReadyRow>
      rowKey="contractId"
      columns={columns}
      page={page}
      loading={loading}
      params={params}
      onParamsChange={onParamsChange}
      emptyText={emptyText}
    />
  );
}

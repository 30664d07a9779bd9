import { formatDateTime, type HandoverAppointmentRow, type HandoverPageOf } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { HandoverTable } from "./handover-table";
import { ClientCell, ContractLink, RowButton, sortable, type TabTableProps, UnitCell } from "./table-parts";

const STATUS_COLORS = {
  scheduled: "blue",
  done: "green",
  no_show: "volcano",
  rescheduled: "default",
  cancelled: "default",
} as const;

export interface AppointmentActions {
  work: boolean;
  linked: boolean;
  onReschedule: (row: HandoverAppointmentRow) => void;
  onClose: (row: HandoverAppointmentRow, status: "no_show" | "cancelled") => void;
  onMakeAct: (row: HandoverAppointmentRow) => void;
}

interface AppointmentsTableProps extends TabTableProps<HandoverPageOf<"appointments">> {
  actions: AppointmentActions;
}

/** The agreed times: who, when, where the SMS is; a scheduled one is moved, closed or done. */
export function AppointmentsTable(props: AppointmentsTableProps) {
  const { actions, ...list } = props;
  const { params } = list;
  const { t } = useTranslation("handover");
  const columns: NonNullable<TableProps<HandoverAppointmentRow>["columns"]> = [
    {
      key: "date",
      title: t("columns.time"),
      ...sortable(params.sort, "date"),
      render: (_, row) => (
        <span className="ho-stack">
          <span className="ho-num ho-strong">{formatDateTime(row.scheduledAt)}</span>
          {row.note && <span className="ho-muted ho-note">{row.note}</span>}
        </span>
      ),
    },
    {
      key: "client",
      title: t("columns.client"),
      ...sortable(params.sort, "client"),
      render: (_, row) => <ClientCell row={row} />,
    },
    {
      key: "number",
      title: t("columns.contract"),
      ...sortable(params.sort, "number"),
      render: (_, row) => (
        <span className="ho-stack">
          <ContractLink row={row} linked={actions.linked} />
          <UnitCell row={row} t={t} />
        </span>
      ),
    },
    {
      key: "status",
      title: t("columns.status"),
      render: (_, row) => (
        <span className="ho-stack">
          <Tag color={STATUS_COLORS[row.status]} className="ho-tag">
            {t(`appointmentStatus.${row.status}`)}
          </Tag>
          <span className="ho-muted" data-testid="ho-sms">
            {t("row.sms", { status: row.smsStatus ? t(`smsStatus.${row.smsStatus}`) : t("row.smsNone") })}
          </span>
        </span>
      ),
    },
    {
      key: "actions",
      // Always in view: on a narrow screen the other columns scroll under it.
      fixed: "right",
      title: t("common.actions"),
      render: (_, row) =>
        actions.work && (
          <span className="ho-row-actions">
            {row.status === "scheduled" && (
              <>
                <RowButton onClick={() => actions.onReschedule(row)}>{t("row.reschedule")}</RowButton>
                <RowButton onClick={() => actions.onClose(row, "no_show")}>{t("row.noShow")}</RowButton>
                <RowButton danger onClick={() => actions.onClose(row, "cancelled")}>
                  {t("row.cancel")}
                </RowButton>
              </>
            )}
            {(row.status === "scheduled" || row.status === "no_show") && (
              <RowButton type="primary" onClick={() => actions.onMakeAct(row)}>
                {t("row.makeAct")}
              </RowButton>
            )}
          </span>
        ),
    },
  ];

  return <HandoverTable<HandoverAppointmentRow> rowKey="id" columns={columns} {...list} />;
}

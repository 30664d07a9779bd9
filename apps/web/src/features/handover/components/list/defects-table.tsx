import { formatDate, type HandoverDefectRow, type HandoverPageOf } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { HandoverTable } from "./handover-table";
import { ClientCell, RowButton, sortable, type TabTableProps, UnitCell } from "./table-parts";

interface DefectsTableProps extends TabTableProps<HandoverPageOf<"defects">> {
  work: boolean;
  onFix: (row: HandoverDefectRow) => void;
  onOpenAct: (id: number) => void;
}

/** The acts' defects, overdue first and in red; a row opens its act. */
export function DefectsTable(props: DefectsTableProps) {
  const { work, onFix, onOpenAct, ...list } = props;
  const { params } = list;
  const { t } = useTranslation("handover");
  const columns: NonNullable<TableProps<HandoverDefectRow>["columns"]> = [
    {
      key: "defect",
      title: t("columns.defect"),
      render: (_, row) => (
        <span className="ho-stack ho-defect">
          <span className="ho-strong">{row.item}</span>
          {row.room && <span className="ho-muted">{row.room}</span>}
        </span>
      ),
    },
    {
      key: "date",
      title: t("columns.deadline"),
      ...sortable(params.sort, "date"),
      render: (_, row) => (
        <span className="ho-stack">
          <span className="ho-num">{row.deadline ? formatDate(row.deadline) : t("common.none")}</span>
          {row.overdue && (
            <span className="ho-overdue" data-testid="ho-defect-overdue">
              {t("row.overdueDays", { count: row.daysOverdue })}
            </span>
          )}
          {row.fixedOn && (
            <Tag color="green" className="ho-tag">
              {t("row.fixedOn", { date: formatDate(row.fixedOn) })}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: "number",
      title: t("columns.act"),
      ...sortable(params.sort, "number"),
      render: (_, row) => <span className="ho-number">{row.actNumber}</span>,
    },
    {
      key: "client",
      title: t("columns.client"),
      ...sortable(params.sort, "client"),
      render: (_, row) => <ClientCell row={row} />,
    },
    { key: "unit", title: t("columns.unit"), render: (_, row) => <UnitCell row={row} t={t} /> },
    {
      key: "actions",
      // Always in view: on a narrow screen the other columns scroll under it.
      fixed: "right",
      title: t("common.actions"),
      render: (_, row) =>
        work && row.fixedOn === null && <RowButton onClick={() => onFix(row)}>{t("row.fix")}</RowButton>,
    },
  ];

  return (
    <HandoverTable<HandoverDefectRow>
      rowKey="id"
      columns={columns}
      {...list}
      onOpen={(row) => onOpenAct(row.handoverId)}
      rowClass={(row) => (row.overdue ? "ho-row-overdue" : undefined)}
    />
  );
}

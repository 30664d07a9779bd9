import { formatDate, type HandoverActRow, type HandoverPageOf } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { HandoverTable } from "./handover-table";
import { ClientCell, sortable, type TabTableProps, UnitCell } from "./table-parts";

const CADASTRE_COLORS = { none: "default", applied: "gold", registered: "green" } as const;

interface HandedTableProps extends TabTableProps<HandoverPageOf<"handed">> {
  onOpenAct: (id: number) => void;
}

/** The acts: keys, open defects, the cadastre; a row opens its act. */
export function HandedTable({ onOpenAct, ...list }: HandedTableProps) {
  const { params } = list;
  const { t } = useTranslation("handover");
  const columns: NonNullable<TableProps<HandoverActRow>["columns"]> = [
    {
      key: "number",
      title: t("columns.act"),
      ...sortable(params.sort, "number"),
      render: (_, row) => (
        <span className="ho-stack">
          <span className="ho-number">{row.actNumber}</span>
          <span className="ho-muted">{row.contractNumber}</span>
        </span>
      ),
    },
    {
      key: "date",
      title: t("act.date"),
      ...sortable(params.sort, "date"),
      render: (_, row) => <span className="ho-num">{formatDate(row.actDate)}</span>,
    },
    {
      key: "client",
      title: t("columns.client"),
      ...sortable(params.sort, "client"),
      render: (_, row) => <ClientCell row={row} />,
    },
    { key: "unit", title: t("columns.unit"), render: (_, row) => <UnitCell row={row} t={t} /> },
    {
      key: "keys",
      title: t("columns.keys"),
      align: "right",
      render: (_, row) => <span className="ho-num">{row.keysCount}</span>,
    },
    {
      key: "defects",
      title: t("columns.openDefects"),
      align: "right",
      render: (_, row) => (
        <span
          className={row.overdueDefects > 0 ? "ho-num ho-overdue" : "ho-num"}
          data-testid="ho-open-defects"
        >
          {row.openDefects}
        </span>
      ),
    },
    {
      key: "cadastre",
      title: t("columns.cadastre"),
      render: (_, row) => (
        <span className="ho-stack">
          <Tag color={CADASTRE_COLORS[row.cadastreState]} className="ho-tag">
            {t(`cadastreState.${row.cadastreState}`)}
          </Tag>
          {row.cadastreNumber && <span className="ho-muted ho-num">{row.cadastreNumber}</span>}
          {row.cadastreOverdue && (
            <Tag color="red" className="ho-tag" data-testid="ho-cadastre-overdue">
              {t("row.cadastreOverdue")}
            </Tag>
          )}
        </span>
      ),
    },
  ];

  return (
    <HandoverTable<HandoverActRow>
      rowKey="id"
      columns={columns}
      {...list}
      onOpen={(row) => onOpenAct(row.id)}
    />
  );
}

import { type DebtCaseRow, formatDate, formatDateTime } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatMoney } from "../../../../lib/format-money";
import { type ListQuery, ListTable, sortableColumn } from "../../../../lib/ui/list-table";
import { PAGE_SIZES } from "../../../../lib/ui/url-params";
import { type CaseParams, type CaseSortColumn, caseSorts } from "../../case-params";
import { casePath } from "../../paths";
import { BandTag, DebtStatusTag } from "../debt-tags";

interface CasesTableProps {
  query: ListQuery<DebtCaseRow>;
  params: CaseParams;
  onParamsChange: (change: Partial<CaseParams>) => void;
  emptyText: string;
  /** The boss's short list: no paging controls beyond the pages. */
  compact?: boolean;
}

/** Cases, paged and sorted by the server; a row opens the case. */
export function CasesTable({ query, params, onParamsChange, emptyText, compact }: CasesTableProps) {
  const { t } = useTranslation("collections");
  const navigate = useNavigate();
  const now = Date.now();
  const sortable = (column: CaseSortColumn) => sortableColumn(caseSorts, params.sort, column);

  const columns: NonNullable<TableProps<DebtCaseRow>["columns"]> = [
    {
      key: "opened",
      title: t("cases.columns.contract"),
      ...sortable("opened"),
      render: (_, row) => (
        <span className="dc-stack">
          <Link to={casePath(row.id)} className="dc-number" onClick={(e) => e.stopPropagation()}>
            {row.contractNumber}
          </Link>
          <span className="dc-client">{row.clientName}</span>
          <span className="dc-muted" title={t("cases.columns.opened")}>
            {formatDate(row.openedAt)}
            {row.autoOpened && ` · ${t("cases.auto")}`}
          </span>
        </span>
      ),
    },
    {
      key: "status",
      title: t("cases.columns.status"),
      render: (_, row) => (
        <span className="dc-stack">
          <DebtStatusTag status={row.status} />
          <span className="dc-person">{row.assigneeName ?? t("common.unassigned")}</span>
        </span>
      ),
    },
    {
      key: "amount",
      title: t("cases.columns.overdue"),
      align: "right",
      ...sortable("amount"),
      render: (_, row) => <span className="dc-num">{formatMoney(row.overdueAmount, false)}</span>,
    },
    {
      key: "days",
      title: t("cases.columns.days"),
      ...sortable("days"),
      render: (_, row) => (
        <span className="dc-stack">
          <span className="dc-num">{row.daysOverdue}</span>
          <BandTag band={row.band} />
        </span>
      ),
    },
    {
      key: "last",
      title: t("cases.columns.lastAction"),
      responsive: ["lg"],
      render: (_, row) =>
        row.lastActionType ? (
          <span className="dc-stack">
            <span>{t(`action.${row.lastActionType}`)}</span>
            <span className="dc-muted">{formatDateTime(row.lastActionAt)}</span>
          </span>
        ) : (
          <span className="dc-muted">—</span>
        ),
    },
    {
      key: "nextAction",
      title: t("cases.columns.nextAction"),
      ...sortable("nextAction"),
      render: (_, row) => {
        if (!row.nextActionAt) return <span className="dc-muted">—</span>;
        const late = Date.parse(row.nextActionAt) < now && row.closedAt === null;
        return late ? (
          <Tag color="red" className="dc-tag">
            {formatDateTime(row.nextActionAt)}
          </Tag>
        ) : (
          <span className="dc-num">{formatDateTime(row.nextActionAt)}</span>
        );
      },
    },
  ];

  return (
    <ListTable<DebtCaseRow, CaseParams["sort"]>
      query={query}
      loadFailed={t("cases.loadFailed")}
      params={params}
      onParamsChange={onParamsChange}
      sorts={caseSorts}
      sizes={PAGE_SIZES}
      showSizeChanger={!compact}
      emptyText={emptyText}
      totalWords={{
        exact: (count) => t("cases.total", { count }),
        more: (n) => t("cases.totalMore", { n }),
      }}
      columns={columns}
      scroll={{ x: "max-content" }}
      className="dc-table"
      rowClassName={() => "dc-row dc-row-link"}
      onRow={(row) => ({ onClick: () => navigate(casePath(row.id)) })}
    />
  );
}

import { type DebtorRow, formatDate, formatDateTime, formatPhone } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatMoney } from "../../../../lib/format-money";
import { type ListQuery, ListTable, sortableColumn } from "../../../../lib/ui/list-table";
import { PAGE_SIZES } from "../../../../lib/ui/url-params";
import { type DebtorParams, type DebtorSortColumn, debtorSorts } from "../../debtor-params";
import { casePath, createPath } from "../../paths";
import { BandTag, DebtStatusTag } from "../debt-tags";

interface DebtorsTableProps {
  query: ListQuery<DebtorRow>;
  params: DebtorParams;
  onParamsChange: (change: Partial<DebtorParams>) => void;
  emptyText: string;
  /** Debtors without an open case can be ticked to open cases for many at once. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
  /** Whether a row without a case leads to the new-case screen. */
  canOpen: boolean;
}

const money = (value: number) => <span className="dc-num">{formatMoney(value, false)}</span>;

/** The debtors, paged and sorted by the server; a row opens its case (or a new one). */
export function DebtorsTable(props: DebtorsTableProps) {
  const { query, params, onParamsChange, emptyText, selection, canOpen } = props;
  const { t } = useTranslation("collections");
  const navigate = useNavigate();

  const sortable = (column: DebtorSortColumn) => sortableColumn(debtorSorts, params.sort, column);
  const target = (row: DebtorRow) =>
    row.caseId !== null ? casePath(row.caseId) : canOpen ? createPath(row) : null;

  // Related figures share a cell, so everything fits beside the menu at 1440 px.
  const columns: NonNullable<TableProps<DebtorRow>["columns"]> = [
    {
      key: "contract",
      title: t("debtors.columns.contract"),
      ...sortable("contract"),
      render: (_, row) => {
        const to = target(row);
        return (
          <span className="dc-stack">
            {to ? (
              <Link to={to} className="dc-number" onClick={(e) => e.stopPropagation()}>
                {row.contractNumber}
              </Link>
            ) : (
              <span className="dc-number">{row.contractNumber}</span>
            )}
            <span className="dc-client">{row.clientName}</span>
            <span className="dc-muted dc-phone">{formatPhone(row.clientPhone)}</span>
          </span>
        );
      },
    },
    {
      key: "unit",
      title: t("debtors.columns.unit"),
      render: (_, row) => (
        <span className="dc-stack dc-unit">
          <span>{row.objectName}</span>
          <span className="dc-muted">
            {t("debtors.unitShort", { building: row.buildingName, number: row.unitNumber })}
          </span>
          {row.managerName && (
            <span className="dc-muted" title={t("debtors.columns.manager")}>
              {row.managerName}
            </span>
          )}
        </span>
      ),
    },
    {
      key: "amount",
      title: t("debtors.columns.overdue"),
      align: "right",
      ...sortable("amount"),
      render: (_, row) => (
        <span className="dc-stack dc-stack-end">
          <span className="dc-num dc-overdue" data-testid="dc-overdue">
            {formatMoney(row.overdueAmount, false)}
          </span>
          <span className="dc-muted">{t("debtors.overdueRows", { count: row.overdueRows })}</span>
        </span>
      ),
    },
    {
      key: "days",
      title: t("debtors.columns.days"),
      ...sortable("days"),
      render: (_, row) => (
        <span className="dc-stack">
          <span className="dc-num" data-testid="dc-days">
            {row.daysOverdue}
          </span>
          <span className="dc-muted" title={t("debtors.columns.oldestDue")}>
            {formatDate(row.oldestDueDate)}
          </span>
          <BandTag band={row.band} />
        </span>
      ),
    },
    {
      key: "penalty",
      title: t("debtors.columns.penalty"),
      align: "right",
      responsive: ["lg"],
      ...sortable("penalty"),
      render: (_, row) => money(row.penalty),
    },
    {
      key: "case",
      title: t("debtors.columns.caseStatus"),
      render: (_, row) => (
        <span className="dc-stack">
          <DebtStatusTag status={row.caseStatus} />
          {row.caseId !== null && (
            <span className="dc-person">{row.assigneeName ?? t("common.unassigned")}</span>
          )}
        </span>
      ),
    },
    {
      key: "last",
      title: t("debtors.columns.lastAction"),
      responsive: ["xl"],
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
      key: "promise",
      title: t("debtors.columns.promisedDate"),
      responsive: ["md"],
      render: (_, row) =>
        row.promisedDate ? (
          <span className="dc-stack">
            <span className="dc-num">{formatDate(row.promisedDate)}</span>
            {row.promiseBroken && (
              <Tag color="volcano" className="dc-tag">
                {t("debtors.broken")}
              </Tag>
            )}
          </span>
        ) : (
          <span className="dc-muted">—</span>
        ),
    },
  ];

  return (
    <ListTable<DebtorRow, DebtorParams["sort"]>
      query={query}
      loadFailed={t("debtors.loadFailed")}
      params={params}
      onParamsChange={onParamsChange}
      sorts={debtorSorts}
      sizes={PAGE_SIZES}
      emptyText={emptyText}
      totalWords={{
        exact: (count) => t("debtors.total", { count }),
        more: (n) => t("debtors.totalMore", { n }),
      }}
      rowKey="contractId"
      columns={columns}
      className="dc-table"
      rowClassName={(row) => (target(row) ? "dc-row dc-row-link" : "dc-row")}
      onRow={(row) => ({
        onClick: () => {
          const to = target(row);
          if (to) navigate(to);
        },
      })}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          // A debtor with an open case already has one: nothing to open.
          getCheckboxProps: (row) => ({ disabled: row.caseId !== null, "aria-label": row.contractNumber }),
          onCell: () => ({ onClick: (e: React.MouseEvent) => e.stopPropagation() }),
        }
      }
    />
  );
}

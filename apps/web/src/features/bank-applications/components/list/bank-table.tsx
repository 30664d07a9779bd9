import { type BankApplicationRow, type BankLevel, STALE_BANK_DAYS } from "@makon/shared";
import type { TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatMoney } from "../../../../lib/format-money";
import { type ListQuery, ListTable, sortableColumn } from "../../../../lib/ui/list-table";
import { bankPaths } from "../../bank-level";
import { BANK_PAGE_SIZES, type BankListParams, type BankSortColumn, bankSorts } from "../../bank-params";
import { daysInStatus, nextStepOf } from "../../bank-status";
import { BankStatusTag } from "../bank-status-tag";

interface BankTableProps {
  level: BankLevel;
  query: ListQuery<BankApplicationRow>;
  /** What could not be loaded: the list or the desk's queue. */
  loadFailed: string;
  params: BankListParams;
  onParamsChange: (change: Partial<BankListParams>) => void;
  emptyText: string;
  /** The head's queue: rows can be ticked for a bulk assignment. */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
  /** The desk's queue: no size changer, and no assignee column (none has one). */
  compact?: boolean;
}

const sum = (value: number) => <span className="ba-num">{formatMoney(value, false)}</span>;

/** A level's applications, paged and sorted by the server; a row opens the application. */
export function BankTable(props: BankTableProps) {
  const { level, query, loadFailed, params, onParamsChange, emptyText, selection, compact } = props;
  const { t } = useTranslation("bankApplications");
  const navigate = useNavigate();
  const paths = bankPaths(level);
  const now = Date.now();

  const sortable = (column: BankSortColumn) => sortableColumn(bankSorts, params.sort, column);

  // Contract and client share a cell, and object, building and unit another, so every column
  // fits beside the menu at 1440 px without sideways scrolling.
  const columns: (NonNullable<TableProps<BankApplicationRow>["columns"]>[number] | null)[] = [
    {
      key: "created",
      title: t("list.columns.contract"),
      ...sortable("created"),
      render: (_, row) => (
        <span className="ba-stack">
          <Link to={paths.one(row.id)} className="ba-number" onClick={(e) => e.stopPropagation()}>
            {row.contractNumber}
          </Link>
          <span className="ba-client-name">{row.clientName}</span>
        </span>
      ),
    },
    {
      key: "unit",
      title: t("list.columns.unit"),
      render: (_, row) => (
        <span className="ba-stack ba-unit-cell">
          <span>{row.objectName}</span>
          <span className="ba-muted">
            {t("list.unitShort", { building: row.buildingName, number: row.unitNumber })}
          </span>
          {/* Below 1200 px the bank has no column of its own. */}
          <span className="ba-muted ba-below-xl">{row.bankName}</span>
        </span>
      ),
    },
    {
      key: "bank",
      title: t("list.columns.bank"),
      responsive: ["xl"],
      render: (_, row) => <span className="ba-bank-name">{row.bankName}</span>,
    },
    {
      key: "amount",
      title: t("list.columns.amounts"),
      align: "right",
      ...sortable("amount"),
      render: (_, row) => (
        <span className="ba-stack ba-stack-end">
          {sum(row.amountRequested)}
          {row.amountApproved !== null && (
            <span className="ba-muted ba-approved-sum" title={t("list.columns.approved")}>
              {t("list.approvedShort", { amount: formatMoney(row.amountApproved, false) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: "status",
      title: t("list.columns.status"),
      render: (_, row) => {
        const next = nextStepOf(row.status, level);
        return (
          <span className="ba-stack">
            <BankStatusTag status={row.status} />
            {next && <span className="ba-next ba-muted">{t(`next.${next}`)}</span>}
            {/* Below 992 px the assignee has no column of its own. */}
            {!compact && (
              <span className="ba-person ba-below-lg">{row.assigneeName ?? t("list.unassigned")}</span>
            )}
          </span>
        );
      },
    },
    compact
      ? null
      : {
          key: "assignee",
          title: t("list.columns.assignee"),
          responsive: ["lg"],
          render: (_: unknown, row: BankApplicationRow) =>
            row.assigneeName ? (
              <span className="ba-person">{row.assigneeName}</span>
            ) : (
              <span className="ba-muted">{t("list.unassigned")}</span>
            ),
        },
    {
      key: "days",
      title: t("list.columns.days"),
      align: "right",
      width: 96,
      ...sortable("days"),
      render: (_, row) => {
        const days = daysInStatus(row.statusChangedAt, now);
        const stale = days !== null && days >= STALE_BANK_DAYS && nextStepOf(row.status, level) !== null;
        return (
          <span className={stale ? "ba-num ba-stale" : "ba-num"} data-stale={stale}>
            {days ?? "—"}
          </span>
        );
      },
    },
  ];

  const shown = columns.filter((c): c is NonNullable<typeof c> => c !== null);

  return (
    <ListTable<BankApplicationRow, BankListParams["sort"]>
      query={query}
      loadFailed={loadFailed}
      params={params}
      onParamsChange={onParamsChange}
      sorts={bankSorts}
      sizes={BANK_PAGE_SIZES}
      showSizeChanger={!compact}
      emptyText={emptyText}
      totalWords={{
        exact: (count) => t("list.total", { count }),
        more: (n) => t("list.totalMore", { n }),
      }}
      columns={shown}
      scroll={{ x: "max-content" }}
      className="ba-table"
      rowClassName={() => "ba-row"}
      onRow={(row) => ({ onClick: () => navigate(paths.one(row.id)) })}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          // A tick is not a click on the row.
          onCell: () => ({ onClick: (e: React.MouseEvent) => e.stopPropagation() }),
        }
      }
    />
  );
}

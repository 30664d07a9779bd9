import { type ContractRow, formatDate } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatMoney } from "../../../lib/format-money";
import { type ListQuery, ListTable, sortableColumn } from "../../../lib/ui/list-table";
import {
  CONTRACT_PAGE_SIZES,
  type ContractListParams,
  type ContractSortColumn,
  contractSorts,
} from "../contract-params";
import { ContractStatusTag } from "./contract-status-tag";

/** Which money columns a screen shows: in progress, concluded (what is owed and when) or refused. */
export type ContractsVariant = "progress" | "concluded" | "refused";

interface ContractsTableProps {
  variant: ContractsVariant;
  query: ListQuery<ContractRow>;
  params: ContractListParams;
  onParamsChange: (change: Partial<ContractListParams>) => void;
  emptyText: string;
}

const sum = (value: number) => <span className="ct-num">{formatMoney(value, false)}</span>;

/** The server-paged, server-sorted contracts table; a row opens the contract's process page. */
export function ContractsTable({ variant, query, params, onParamsChange, emptyText }: ContractsTableProps) {
  const { t } = useTranslation("contracts");
  const navigate = useNavigate();
  const open = (id: number) => navigate(`/shartnoma_jarayon/${id}`);

  const sortable = (column: ContractSortColumn) => sortableColumn(contractSorts, params.sort, column);

  // Number, date and status share one cell and the manager sits under the client, so every
  // column fits beside the menu at 1440 px without sideways scrolling.
  const columns: NonNullable<TableProps<ContractRow>["columns"]> = [
    {
      key: "date",
      title: t("list.columns.number"),
      ...sortable("date"),
      render: (_, row) => (
        <span className="ct-stack">
          <Link
            to={`/shartnoma_jarayon/${row.id}`}
            className="ct-number"
            onClick={(e) => e.stopPropagation()}
          >
            {row.number}
          </Link>
          <span className="ct-muted ct-num">{formatDate(row.date)}</span>
          {variant !== "refused" && <ContractStatusTag status={row.status} />}
        </span>
      ),
    },
    {
      key: "client",
      title: t("list.columns.client"),
      render: (_, row) => (
        <span className="ct-stack ct-client">
          <span>{row.clientName}</span>
          {row.managerName && (
            <span className="ct-muted" title={t("list.columns.manager")}>
              {row.managerName}
            </span>
          )}
        </span>
      ),
    },
    {
      key: "unit",
      title: t("list.columns.unit"),
      render: (_, row) => (
        <span className="ct-stack ct-unit">
          <span>{row.objectName}</span>
          <span className="ct-muted">
            {t("list.unitShort", { building: row.buildingName, number: row.unitNumber })}
          </span>
        </span>
      ),
    },
    // Refused contracts need room for the reason and the money back: their payment type sits
    // under the total instead of in a column of its own.
    ...(variant === "refused"
      ? []
      : [
          {
            key: "paymentType",
            title: t("list.columns.paymentType"),
            render: (_: unknown, row: ContractRow) => (
              <span className="ct-type">{t(`paymentType.${row.paymentType}`)}</span>
            ),
          },
        ]),
    {
      key: "total",
      title: t("list.columns.total"),
      align: "right",
      ...sortable("total"),
      render: (_, r) =>
        variant === "refused" ? (
          <span className="ct-stack ct-stack-end">
            <span>{sum(r.total)}</span>
            <span className="ct-muted ct-type">{t(`paymentType.${r.paymentType}`)}</span>
          </span>
        ) : (
          sum(r.total)
        ),
    },
  ];
  if (variant !== "refused")
    columns.push(
      { key: "paid", title: t("list.columns.paid"), align: "right", render: (_, r) => sum(r.paid) },
      {
        key: "balance",
        title: t("list.columns.balance"),
        align: "right",
        render: (_, r) => sum(r.balance),
      },
    );
  if (variant === "concluded")
    columns.push({
      key: "nextDue",
      title: t("list.columns.nextDue"),
      ...sortable("nextDue"),
      render: (_, row) =>
        row.nextDueDate ? (
          <span className={row.overdue ? "ct-stack ct-overdue" : "ct-stack"} data-overdue={row.overdue}>
            <span className="ct-num">{formatDate(row.nextDueDate)}</span>
            {row.overdue && <Tag color="red">{t("list.overdueTag")}</Tag>}
          </span>
        ) : (
          "—"
        ),
    });
  if (variant === "refused")
    columns.push(
      {
        key: "reason",
        title: t("list.columns.reason"),
        render: (_, row) => <span className="ct-reason">{row.refusalReason ?? "—"}</span>,
      },
      {
        key: "owedBack",
        title: t("list.columns.owedBack"),
        align: "right",
        // The long headers wrap onto two lines rather than push the table past the screen.
        width: 130,
        render: (_, row) => (
          <span className={row.owedBack > 0 ? "ct-owed" : undefined}>{sum(row.owedBack)}</span>
        ),
      },
      {
        key: "refunded",
        title: t("list.columns.refunded"),
        align: "right",
        width: 130,
        render: (_, row) => <span className="ct-refunded">{sum(row.refunded)}</span>,
      },
    );

  return (
    <ListTable<ContractRow, ContractListParams["sort"]>
      query={query}
      loadFailed={t("list.loadFailed")}
      params={params}
      onParamsChange={onParamsChange}
      sorts={contractSorts}
      sizes={CONTRACT_PAGE_SIZES}
      emptyText={emptyText}
      totalWords={{
        exact: (count) => t("list.total", { count }),
        more: (n) => t("list.totalMore", { n }),
      }}
      columns={columns}
      scroll={{ x: "max-content" }}
      className="ct-table"
      rowClassName={(row) => (row.overdue && variant === "concluded" ? "ct-row ct-row-overdue" : "ct-row")}
      // The whole row opens the contract; the number is a real link for the keyboard.
      onRow={(row) => ({ onClick: () => open(row.id) })}
    />
  );
}

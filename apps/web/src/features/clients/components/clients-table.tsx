import { type ClientRow, formatDate, formatPhone } from "@makon/shared";
import { type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { type ListQuery, ListTable, sortableColumn } from "../../../lib/ui/list-table";
import {
  CLIENT_PAGE_SIZES,
  type ClientListParams,
  type ClientSortColumn,
  clientSorts,
} from "../client-params";
import { BlacklistTag } from "./blacklist-tag";
import { CallResultTag } from "./call-result-tag";
import { ClientStepTag } from "./client-step-tag";

/** Columns a page may add after the standard ones. */
export type ClientExtraColumn = "lastCall" | "nextCall";

interface ClientsTableProps {
  query: ListQuery<ClientRow>;
  params: ClientListParams;
  onParamsChange: (change: Partial<ClientListParams>) => void;
  /** A row was chosen: the page opens the client card. */
  onOpen: (id: number) => void;
  extraColumns?: readonly ClientExtraColumn[];
  /** The text when nothing matches; differs between "no clients yet" and "nothing found". */
  emptyText?: string;
  /** Checked against next calls; passed in so one render marks every row the same. */
  now?: number;
}

/** The server-paged, server-sorted clients table; a row opens the client card. */
export function ClientsTable(props: ClientsTableProps) {
  const { query, params, onParamsChange, onOpen, extraColumns = [], emptyText } = props;
  const { t } = useTranslation("clients");
  const now = props.now ?? Date.now();

  const sortable = (column: ClientSortColumn) => sortableColumn(clientSorts, params.sort, column);

  const columns: NonNullable<TableProps<ClientRow>["columns"]> = [
    {
      key: "name",
      title: t("list.columns.name"),
      ...sortable("name"),
      render: (_, row) => (
        <span className="cl-name-cell">
          <button
            type="button"
            className="cl-name-link"
            onClick={(e) => {
              e.stopPropagation();
              onOpen(row.id);
            }}
          >
            {row.fullName}
          </button>
          {row.blacklisted && <BlacklistTag reason={row.blacklistReason} />}
        </span>
      ),
    },
    {
      key: "phone",
      title: t("list.columns.phone"),
      render: (_, row) => <span className="cl-tabular">{formatPhone(row.phone)}</span>,
    },
    {
      key: "step",
      title: t("list.columns.step"),
      render: (_, row) => <ClientStepTag step={row.step} />,
    },
    { key: "source", title: t("list.columns.source"), render: (_, row) => t(`sources.${row.source}`) },
    { key: "manager", title: t("list.columns.manager"), render: (_, row) => row.managerName ?? "—" },
    {
      key: "created",
      title: t("list.columns.created"),
      ...sortable("created"),
      render: (_, row) => <span className="cl-tabular">{formatDate(row.createdAt)}</span>,
    },
  ];
  if (extraColumns.includes("lastCall"))
    columns.push({
      key: "lastCall",
      title: t("list.columns.lastCall"),
      ...sortable("lastCall"),
      render: (_, row) =>
        row.lastCallAt ? (
          <span className="cl-call-cell">
            {row.lastCallResult && <CallResultTag result={row.lastCallResult} />}
            <span className="cl-tabular">{formatDateTime(row.lastCallAt)}</span>
          </span>
        ) : (
          "—"
        ),
    });
  if (extraColumns.includes("nextCall"))
    columns.push({
      key: "nextCall",
      title: t("list.columns.nextCall"),
      ...sortable("nextCall"),
      render: (_, row) => {
        if (!row.nextCallAt) return "—";
        const overdue = Date.parse(row.nextCallAt) < now;
        return (
          <span className={overdue ? "cl-call-cell cl-overdue" : "cl-call-cell"} data-overdue={overdue}>
            {overdue && <Tag color="red">{t("list.overdue")}</Tag>}
            <span className="cl-tabular">{formatDateTime(row.nextCallAt)}</span>
          </span>
        );
      },
    });

  return (
    <ListTable<ClientRow, ClientListParams["sort"]>
      query={query}
      loadFailed={t("list.loadFailed")}
      params={params}
      onParamsChange={onParamsChange}
      sorts={clientSorts}
      sizes={CLIENT_PAGE_SIZES}
      emptyText={emptyText ?? t("list.empty")}
      totalWords={{
        exact: (count) => t("list.total", { count }),
        more: (n) => t("list.totalMore", { n }),
      }}
      columns={columns}
      size="middle"
      className="cl-table"
      rowClassName={(row) => (row.blacklisted ? "cl-row cl-row-blacklisted" : "cl-row")}
      // The whole row opens the card; the name is a real button for the keyboard.
      onRow={(row) => ({ onClick: () => onOpen(row.id) })}
    />
  );
}

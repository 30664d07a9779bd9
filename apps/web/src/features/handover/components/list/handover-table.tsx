import { Empty, Table, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { pagedTableChange } from "../../../../lib/ui/paged-table-change";
import { type HandoverParams, sortFromTable } from "../../list-params";
import { pagination } from "./table-parts";

interface HandoverTableProps<R> {
  rowKey: keyof R & string;
  columns: TableProps<R>["columns"];
  page: { items: R[]; total: number; totalCapped?: boolean | undefined } | undefined;
  loading: boolean;
  params: HandoverParams;
  onParamsChange: (change: Partial<HandoverParams>) => void;
  emptyText: string;
  /** A row that opens something (its act): the whole row is clickable. */
  onOpen?: (row: R) => void;
  /** Extra classes of a row (an overdue defect in red). */
  rowClass?: (row: R) => string | undefined;
}

/** The four tabs' table: server-paged and sorted, scrolling sideways on a narrow screen. */
export function HandoverTable<R extends object>(props: HandoverTableProps<R>) {
  const { t } = useTranslation("handover");
  const { params, onParamsChange, onOpen, rowClass } = props;
  return (
    <Table<R>
      rowKey={props.rowKey}
      columns={props.columns}
      dataSource={props.page?.items ?? []}
      loading={props.loading}
      onChange={pagedTableChange<R, HandoverParams["sort"]>(
        params,
        (column, order) => sortFromTable(params.tab, column, order),
        onParamsChange,
      )}
      size="small"
      scroll={{ x: "max-content" }}
      className="ho-table"
      rowClassName={(row) => [onOpen ? "ho-row-link" : "", rowClass?.(row) ?? ""].join(" ").trim()}
      {...(onOpen ? { onRow: (row: R) => ({ onClick: () => onOpen(row) }) } : {})}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      pagination={pagination(props.page, params, t)}
    />
  );
}

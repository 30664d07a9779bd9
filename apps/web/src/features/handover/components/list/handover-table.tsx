import type { TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { type ListPage, PagedTable } from "../../../../lib/ui/list-table";
import { PAGE_SIZES } from "../../../../lib/ui/url-params";
import { type HandoverParams, sortFromTable } from "../../list-params";
import type { TabTableProps } from "./table-parts";

interface HandoverTableProps<R> extends TabTableProps<ListPage<R>> {
  rowKey: keyof R & string;
  columns: TableProps<R>["columns"];
  /** A row that opens something (its act): the whole row is clickable. */
  onOpen?: (row: R) => void;
  /** Extra classes of a row (an overdue defect in red). */
  rowClass?: (row: R) => string | undefined;
}

/** The four tabs' table: server-paged and sorted, scrolling sideways on a narrow screen. */
export function HandoverTable<R extends object>(props: HandoverTableProps<R>) {
  const { t } = useTranslation("handover");
  const { params, onOpen, rowClass } = props;
  return (
    <PagedTable<R, HandoverParams["sort"]>
      rowKey={props.rowKey}
      columns={props.columns}
      page={props.page}
      loading={props.loading}
      params={params}
      onParamsChange={props.onParamsChange}
      // Each tab sorts its own columns: the sorter asks the tab's declaration.
      sorts={{ sortFromTable: (column, order) => sortFromTable(params.tab, column, order) }}
      sizes={PAGE_SIZES}
      emptyText={props.emptyText}
      totalWords={{
        exact: (count) => t("common.total", { count }),
        more: (n) => t("common.totalMore", { n }),
      }}
      scroll={{ x: "max-content" }}
      className="ho-table"
      rowClassName={(row) => [onOpen ? "ho-row-link" : "", rowClass?.(row) ?? ""].join(" ").trim()}
      {...(onOpen ? { onRow: (row: R) => ({ onClick: () => onOpen(row) }) } : {})}
    />
  );
}

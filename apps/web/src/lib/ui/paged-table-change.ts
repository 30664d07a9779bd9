import type { SorterResult, TablePaginationConfig } from "antd/es/table/interface";

type Order = "ascend" | "descend" | null | undefined;

/** The paging and sorting a server-paged list keeps in its address. */
export interface PageChange<S> {
  page: number;
  size: number;
  sort: S;
}

/**
 * A server-paged antd Table's onChange: the new page, size and sort, and nothing else. A new
 * sort or page size starts again at page 1; paging keeps the sort. `by` says which part of the
 * sorter names the API's sort field ("columnKey" when keys differ from dataIndex).
 *
 * Only what the table changes is handed on, for the screen to lay over its parameters as they
 * are by then: a filter cleared a moment before (its new address not yet rendered) stays
 * cleared, instead of coming back with the sort.
 */
export function pagedTableChange<Row, S>(
  params: PageChange<S>,
  sortFromTable: (field: unknown, order: Order) => S,
  onParamsChange: (change: PageChange<S>) => void,
  by: "columnKey" | "field" = "columnKey",
) {
  return (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<Row> | SorterResult<Row>[],
    extra: { action: string },
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sortFromTable(by === "field" ? single?.field : single?.columnKey, single?.order);
    const size = pagination.pageSize ?? params.size;
    const restart = extra.action === "sort" || size !== params.size;
    onParamsChange({ sort, size, page: restart ? 1 : (pagination.current ?? 1) });
  };
}

import { Empty, Table, type TableProps } from "antd";
import { LoadFailed } from "./load-failed";
import { type PageChange, pagedTableChange } from "./paged-table-change";
import { pagedTotal } from "./paged-total";
import { wrappingScroll } from "./table-scroll";

type Order = "ascend" | "descend";

/** What a list's query gives the table: a page answer, whose total may be capped. */
export interface ListQuery<Row> {
  data: { items: Row[]; total: number; totalCapped?: boolean | undefined } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The sort half of a declared list (defineList): what the columns and the sorter need. */
export interface ListSorts<S, C> {
  sortFromTable: (column: unknown, order: Order | null | undefined) => S;
  tableSortOrder: (sort: S, column: C) => Order | null;
  sortDirections: (column: C) => Order[];
}

/** A sortable column's antd props, from the list's declaration and its current sort. */
export const sortableColumn = <S, C>(sorts: ListSorts<S, C>, sort: S, column: C) => ({
  sorter: true,
  sortOrder: sorts.tableSortOrder(sort, column),
  sortDirections: sorts.sortDirections(column),
});

type Passed<Row> = Omit<
  TableProps<Row>,
  "dataSource" | "loading" | "onChange" | "pagination" | "locale" | "rowKey"
>;

interface ListTableProps<Row, S, C> extends Passed<Row> {
  query: ListQuery<Row>;
  /** What could not be loaded, in the screen's words. */
  loadFailed: string;
  params: PageChange<S>;
  onParamsChange: (change: PageChange<S>) => void;
  sorts: ListSorts<S, C>;
  /** The page sizes the declaration allows; no size changer when there is only one to offer. */
  sizes: readonly number[];
  showSizeChanger?: boolean;
  /** "Nothing yet" or "nothing matches": the screen knows which. */
  emptyText: string;
  /** The pagination's total: exact, or "more than n" past the server's count cap. */
  totalWords: { exact: (count: number) => string; more: (n: string) => string };
}

/**
 * A server-paged, server-sorted list: the sort and paging go to the address through
 * onParamsChange, a failed first load shows what failed and a retry, and rows are keyed by id.
 * Long texts wrap (wrappingScroll) unless the screen lays out its own scroll.
 */
export function ListTable<Row extends { id: number }, S, C = never>(props: ListTableProps<Row, S, C>) {
  const { query, loadFailed, params, onParamsChange, sorts, sizes, emptyText, totalWords, ...rest } = props;
  const { showSizeChanger = true, scroll = wrappingScroll(), ...table } = rest;
  // A refetch that fails keeps the rows it had: only a list never loaded shows the error.
  if (query.isError && !query.data)
    return <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      scroll={scroll}
      {...table}
      dataSource={query.data?.items ?? []}
      loading={query.isFetching}
      onChange={pagedTableChange<Row, S>(params, sorts.sortFromTable, onParamsChange)}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      pagination={{
        current: params.page,
        pageSize: params.size,
        ...pagedTotal(query.data, params, totalWords),
        showSizeChanger,
        pageSizeOptions: sizes.map(String),
        placement: ["bottomEnd"],
      }}
    />
  );
}

import { Empty, Table, type TableProps } from "antd";
import { LoadFailed } from "./load-failed";
import { type PageChange, pagedTableChange } from "./paged-table-change";
import { pagedTotal } from "./paged-total";
import { wrappingScroll } from "./table-scroll";

type Order = "ascend" | "descend";

/** A page answer, whose total may be capped. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  totalCapped?: boolean | undefined;
}

/** What a list's query gives the table. */
export interface ListQuery<Row> {
  data: ListPage<Row> | undefined;
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
export const sortableColumn = <S, C>(sorts: Omit<ListSorts<S, C>, "sortFromTable">, sort: S, column: C) => ({
  sorter: true,
  sortOrder: sorts.tableSortOrder(sort, column),
  sortDirections: sorts.sortDirections(column),
});

type Passed<Row> = Omit<TableProps<Row>, "dataSource" | "loading" | "onChange" | "pagination" | "locale">;

interface PagedTableProps<Row, S> extends Passed<Row> {
  page: ListPage<Row> | undefined;
  loading: boolean;
  params: PageChange<S>;
  onParamsChange: (change: PageChange<S>) => void;
  sorts: Pick<ListSorts<S, unknown>, "sortFromTable">;
  /** The page sizes the declaration allows. */
  sizes: readonly number[];
  showSizeChanger?: boolean;
  /** "Nothing yet" or "nothing matches": the screen knows which. */
  emptyText: string;
  /** The empty text alone, without antd's picture: a list that stays short (the employees). */
  plainEmpty?: boolean;
  /** The pagination's total: exact, or "more than n" past the server's count cap. */
  totalWords: { exact: (count: number) => string; more: (n: string) => string };
}

/**
 * A server-paged, server-sorted table: the sort and paging go to the address through
 * onParamsChange, and rows are keyed by id unless the screen names another key. Long texts wrap
 * (wrappingScroll) unless the screen lays out its own scroll.
 */
export function PagedTable<Row extends object, S>(props: PagedTableProps<Row, S>) {
  const { page, loading, params, onParamsChange, sorts, sizes, emptyText, plainEmpty, totalWords, ...rest } =
    props;
  const { showSizeChanger = true, scroll = wrappingScroll(), ...table } = rest;
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      scroll={scroll}
      {...table}
      dataSource={page?.items ?? []}
      loading={loading}
      onChange={pagedTableChange<Row, S>(params, sorts.sortFromTable, onParamsChange)}
      locale={{ emptyText: plainEmpty ? emptyText : <Empty description={emptyText} /> }}
      pagination={{
        current: params.page,
        pageSize: params.size,
        ...pagedTotal(page, params, totalWords),
        showSizeChanger,
        pageSizeOptions: sizes.map(String),
        placement: ["bottomEnd"],
      }}
    />
  );
}

interface ListTableProps<Row, S> extends Omit<PagedTableProps<Row, S>, "page" | "loading"> {
  query: ListQuery<Row>;
  /** What could not be loaded, in the screen's words. */
  loadFailed: string;
}

/** A list's table fed by its query: a first load that failed shows what failed and a retry. */
export function ListTable<Row extends object, S>({ query, loadFailed, ...table }: ListTableProps<Row, S>) {
  // A refetch that fails keeps the rows it had: only a list never loaded shows the error.
  if (query.isError && !query.data)
    return <LoadFailed title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  return <PagedTable<Row, S> page={query.data} loading={query.isFetching} {...table} />;
}

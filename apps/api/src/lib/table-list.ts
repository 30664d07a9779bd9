import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../db/types";
import { EXPORT_MAX_ROWS } from "./excel";
import { cappedCount, countUpTo, offsetOf, type Page, toPage } from "./paging";

const NO_TOTAL = sql<number>`0`;

/**
 * A small list read straight from its table and joins (employees, organisations): its select, its
 * filter and its orders, declared once. The page reads its rows and the filter's total, counted up
 * to `cap`, in one statement (paging.ts cappedCount); the export reads the same filter and order,
 * every page. The big lists (contracts, units, clients…) read a page's ids first instead
 * (paging.ts pageOfIds) and write their rows as JSON in the database.
 */
export function tableList<Filter, Sort extends string, Raw, Row>(list: {
  /**
   * The rows' columns and `total` beside them, from the table and its joins, as a dynamic select
   * (drizzle's `$dynamic()`), so the filter, order and bounds can be added here.
   */
  select: (db: Db, total: SQL<number>) => PgSelect;
  /** The filtered rows' ids, from the table alone: what the total counts. */
  ids: (db: Db) => { where(where: SQL | undefined): SQLWrapper };
  where: (filter: Filter) => SQL | undefined;
  sorts: Record<Sort, SQL[]>;
  /**
   * A row of the select as the answer gives it. Its parameter's type is the select's columns:
   * drizzle's dynamic select does not carry them through a generic, so the rows are read as that.
   */
  row: (raw: Raw) => Row;
  cap: number;
}) {
  return {
    async page(db: Db, query: Filter & { sort: Sort; page: number; size: number }): Promise<Page<Row>> {
      const where = list.where(query);
      const counted = list.ids(db).where(where);
      const rows = (await list
        .select(db, cappedCount(counted, list.cap))
        .where(where)
        .orderBy(...list.sorts[query.sort])
        .limit(query.size)
        .offset(offsetOf(query))) as (Raw & { total: number })[];
      return toPage(
        rows,
        query,
        (raw) => list.row(raw as Raw),
        () => countUpTo(db, counted, list.cap),
        list.cap,
      );
    },
    async all(db: Db, query: Filter & { sort: Sort }): Promise<Row[]> {
      // No total for a file: a constant the planner drops.
      const rows = await list
        .select(db, NO_TOTAL)
        .where(list.where(query))
        .orderBy(...list.sorts[query.sort])
        .limit(EXPORT_MAX_ROWS);
      return (rows as (Raw & { total: number })[]).map(({ total: _none, ...raw }) => list.row(raw as Raw));
    },
  };
}

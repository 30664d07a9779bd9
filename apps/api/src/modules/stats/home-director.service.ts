import type { HomeTile } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { scopedTables, scopeKey } from "../../lib/record-scope";
import { rememberedUnder } from "../../lib/remembered-figures";
import {
  dueSource,
  type FigureFilter,
  overdueSource,
  receivedSource,
  salesSource,
  totalSql,
} from "./figures-sql";
import { type HomeDay, type HomeViewer, holds, href, num, tile } from "./home-tiles.service";
import { SUMMARY_TABLES } from "./stats-summary.service";

const total = (source: SQL): SQL => sql`(select row_to_json(t) from (${totalSql(source)}) t)`;

/**
 * The director: this month so far — sales, money received, money due, overdue today, units
 * available — each from its one definition (figures-sql.ts), so the home shows the numbers of
 * GET /api/stats/summary and /flow_chart. One statement, remembered.
 */
export async function directorTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const period = { from: day.monthFrom, to: day.today };
  const f: FigureFilter = { period, viewer: v };
  // Remembered per day and scope under the counters of the tables the figures read, as the
  // summary's answer is: the overdue figure sums every debtor's rows, and the home is asked at
  // every sign-in.
  const row = await rememberedUnder(
    db,
    `home:director:${day.today}:${scopeKey(v, "client")}|${scopeKey(v, "contract")}`,
    scopedTables(v, SUMMARY_TABLES),
    async () =>
      (
        await queryRows(
          db,
          sql`select ${total(salesSource(f))} as sales, ${total(receivedSource(f))} as received,
            ${total(dueSource(f))} as due, ${total(overdueSource(f, day.today))} as overdue,
            (select count(*)::int from units u where u.status = 'available') as available`,
        )
      )[0],
  );
  const of = (key: string) => (row?.[key] ?? {}) as { count?: unknown; amount?: unknown };
  const chart = (view: "sales" | "money") => href("/flow_chart", { view, ...period });
  const units = holds(v, "baza")
    ? href("/baza", { status: "available", includeArchived: "true" })
    : chart("sales");
  return [
    tile("sales", num(of("sales").count), chart("sales"), { amount: num(of("sales").amount) }),
    tile("received", num(of("received").count), chart("money"), { amount: num(of("received").amount) }),
    tile("due", num(of("due").count), chart("money"), { amount: num(of("due").amount) }),
    tile("overdue", num(of("overdue").count), holds(v, "undiruv") ? "/undiruv" : chart("money"), {
      amount: num(of("overdue").amount),
      tone: num(of("overdue").count) > 0 ? "warn" : "normal",
    }),
    tile("unitsAvailable", num(row?.available), units),
  ];
}

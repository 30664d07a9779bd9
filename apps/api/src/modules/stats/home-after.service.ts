import { DEBT_BANDS, type HomeTile } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { scopeKey } from "../../lib/record-scope";
import { rememberedUnder } from "../../lib/remembered-figures";
import { bandCondition, DEBTOR_TABLES, debtorsCte } from "../collections";
import { handoverRowsSql } from "../handover";
import { type HomeDay, type HomeViewer, href, num, part, tile } from "./home-tiles.service";

/**
 * Collections: the "overdue" figure by band (the debtors list's own SQL, as figures-sql's
 * overdueSource reads it, so the tile, /undiruv?band= and the flow chart agree), the promises due
 * today and the broken ones. One statement over the debtors, read once and remembered.
 */
export async function collectionsTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const bands = sql.join(
    DEBT_BANDS.map(
      (b) =>
        sql`${b}::text, json_build_array(count(*) filter (where ${bandCondition(b)}),
          coalesce(sum(d.overdue_amount) filter (where ${bandCondition(b)}), 0))`,
    ),
    sql`, `,
  );
  // Remembered per day and scope under the debtors' tables' counters, as the debtors' bands are:
  // the statement sums every debtor's overdue rows, and the home is asked at every sign-in.
  const row = await rememberedUnder(
    db,
    `home:collections:${day.today}:${scopeKey(v, "contract")}`,
    DEBTOR_TABLES,
    async () =>
      (
        await queryRows(
          db,
          sql`with d as materialized (${debtorsCte({}, v, day.today, [])})
            select json_build_object(${bands}) as bands,
              count(*) filter (where d.promise_broken)::int as broken,
              count(*) filter (where not d.promise_broken and d.promised_date = ${day.today}::date)::int as promised
            from d`,
        )
      )[0],
  );
  const byBand = (row?.bands ?? {}) as Record<string, [unknown, unknown]>;
  const parts = DEBT_BANDS.map((b) =>
    part(b, num(byBand[b]?.[0]), href("/undiruv", { band: b }), num(byBand[b]?.[1])),
  );
  const broken = num(row?.broken);
  return [
    tile(
      "overdue",
      parts.reduce((n, p) => n + p.value, 0),
      "/undiruv",
      { amount: parts.reduce((n, p) => n + (p.amount ?? 0), 0), breakdown: parts },
    ),
    tile("promisesToday", num(row?.promised), href("/undiruv", { status: "promised" })),
    tile("promisesBroken", broken, href("/undiruv", { promiseBroken: "true" }), {
      tone: broken > 0 ? "warn" : "normal",
    }),
  ];
}

const countOf = (rows: SQL): SQL => sql`(select count(*)::int from (${rows}) x)`;

/**
 * Handover: contracts ready to hand over (the ready tab's eligible rows: handoverReadySql through
 * the tab's own SQL), appointments scheduled for today, acts whose cadastre number is overdue (the
 * handed tab's cadastre_overdue view). One statement.
 */
export async function handoverTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const [row] = await queryRows(
    db,
    sql`select
      ${countOf(handoverRowsSql({ tab: "ready", view: "eligible" }, v, day.today, []))} as ready,
      ${countOf(handoverRowsSql({ tab: "handed", view: "cadastre_overdue" }, v, day.today, []))} as cadastre,
      ${countOf(handoverRowsSql({ tab: "appointments", view: "today" }, v, day.today, []))} as appointments`,
  );
  const cadastre = num(row?.cadastre);
  return [
    tile("ready", num(row?.ready), "/topshiruv"),
    tile(
      "appointmentsToday",
      num(row?.appointments),
      href("/topshiruv", { tab: "appointments", view: "today" }),
    ),
    tile("cadastreOverdue", cadastre, href("/topshiruv", { tab: "handed", view: "cadastre_overdue" }), {
      tone: cadastre > 0 ? "warn" : "normal",
    }),
  ];
}

import {
  BANK_APPLICATION_STATUSES,
  type BankLevel,
  bankPages,
  type HomeTile,
  OPEN_BANK_STATUSES,
  STALE_BANK_DAYS,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { bankFilters, enteredBefore } from "../bank-applications/bank-list.service";
import { queryRows } from "./figures-sql";
import { type HomeDay, type HomeViewer, href, num, part, tile } from "./home-tiles.service";

/**
 * A bank desk: my applications (assigned to me) by status, and those open past STALE_BANK_DAYS in
 * their status — the level's own list condition (bankFilters, view "mine"), so each count is the
 * list's at /quyi_bank?view=mine&status=… (…&minDays=). One statement.
 */
export async function bankTiles(db: Db, v: HomeViewer, day: HomeDay, level: BankLevel): Promise<HomeTile[]> {
  const where = bankFilters({ level, view: "mine" }, v, day.today);
  const open = sql.join(
    OPEN_BANK_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<{ status: string; n: number; stale: number }>(
    db,
    sql`select bank_applications.status, count(*)::int as n,
        count(*) filter (where bank_applications.status in (${open})
          and bank_applications.status_changed_at < ${enteredBefore(STALE_BANK_DAYS, day.today).toISOString()}::timestamptz)::int as stale
      from bank_applications join contracts on contracts.id = bank_applications.contract_id
      where ${where} group by 1`,
  );
  const list = `/${bankPages(level).list}`;
  const byStatus = new Map(rows.map((r) => [r.status, num(r.n)]));
  const parts = BANK_APPLICATION_STATUSES.filter((s) => (byStatus.get(s) ?? 0) > 0).map((s) =>
    part(s, byStatus.get(s) ?? 0, href(list, { view: "mine", status: s })),
  );
  const stale = rows.reduce((n, r) => n + num(r.stale), 0);
  return [
    tile(
      "myApplications",
      parts.reduce((n, p) => n + p.value, 0),
      href(list, { view: "mine" }),
      {
        breakdown: parts,
      },
    ),
    tile(
      "stale",
      stale,
      href(list, { view: "mine", status: OPEN_BANK_STATUSES.join(","), minDays: STALE_BANK_DAYS }),
      { tone: stale > 0 ? "warn" : "normal" },
    ),
  ];
}

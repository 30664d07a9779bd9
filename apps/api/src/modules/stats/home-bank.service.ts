import {
  BANK_APPLICATION_STATUSES,
  type BankLevel,
  bankPages,
  bankRights,
  type HomeTile,
  OPEN_BANK_STATUSES,
  STALE_BANK_DAYS,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { bankFilters, enteredBefore } from "../bank-applications";
import { type HomeDay, type HomeViewer, href, num, part, tile } from "./home-tiles.service";

/**
 * A bank desk. For the level's head (its decide key): what waits on them — the open applications
 * nobody was given, those waiting for their decision, and every open one past STALE_BANK_DAYS in
 * its status (the list's view "open"). For a worker: my applications (assigned to me) by status,
 * and my stale ones (view "mine"). Each count is its list's (bankFilters), so the tile's link shows
 * exactly the rows it counts. One statement.
 */
export async function bankTiles(db: Db, v: HomeViewer, day: HomeDay, level: BankLevel): Promise<HomeTile[]> {
  const head = v.dostup.includes(bankRights(level).decide);
  const view = head ? "open" : "mine";
  const where = bankFilters({ level, view }, v, day.today);
  const open = sql.join(
    OPEN_BANK_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<{ status: string; n: number; stale: number; unassigned: number }>(
    db,
    sql`select bank_applications.status, count(*)::int as n,
        count(*) filter (where bank_applications.status in (${open})
          and bank_applications.status_changed_at < ${enteredBefore(STALE_BANK_DAYS, day.today).toISOString()}::timestamptz)::int as stale,
        count(*) filter (where bank_applications.assignee_id is null)::int as unassigned
      from bank_applications join contracts on contracts.id = bank_applications.contract_id
      where ${where} group by 1`,
  );
  const list = `/${bankPages(level).list}`;
  const stale = rows.reduce((n, r) => n + num(r.stale), 0);
  const staleTile = tile(
    "stale",
    stale,
    href(list, { view, status: OPEN_BANK_STATUSES.join(","), minDays: STALE_BANK_DAYS }),
    { tone: stale > 0 ? "warn" : "normal" },
  );
  if (head) {
    const unassigned = rows.reduce((n, r) => n + num(r.unassigned), 0);
    const waiting = num(rows.find((r) => r.status === "under_review")?.n);
    return [
      tile("unassigned", unassigned, href(list, { view: "unassigned" }), {
        tone: unassigned > 0 ? "warn" : "normal",
      }),
      tile("waitingDecision", waiting, href(list, { view, status: "under_review" })),
      staleTile,
    ];
  }
  const byStatus = new Map(rows.map((r) => [r.status, num(r.n)]));
  const parts = BANK_APPLICATION_STATUSES.filter((s) => (byStatus.get(s) ?? 0) > 0).map((s) =>
    part(s, byStatus.get(s) ?? 0, href(list, { view, status: s })),
  );
  return [
    tile(
      "myApplications",
      parts.reduce((n, p) => n + p.value, 0),
      href(list, { view }),
      { breakdown: parts },
    ),
    staleTile,
  ];
}

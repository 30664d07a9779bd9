import { CLIENT_STEPS, type HomeTile, tashkentDayBounds } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { clientScopeSql, scopedTables, scopeKey } from "../../lib/record-scope";
import { rememberedUnder } from "../../lib/remembered-figures";
import { type HomeDay, type HomeViewer, holds, href, num, part, tile } from "./home-tiles.service";

const scopeOf = (v: HomeViewer): SQL => clientScopeSql(v) ?? sql`true`;

/** The tables the reception's tiles read (with the scope's, scopedTables). */
const RECEPTION_TABLES = ["clients", "client_visits"] as const;

/**
 * "Mine" as the desk's own lists read it (client-lists.service): the viewer's; a section's people
 * for a section scope; anyone's for a viewer who sees every client — so a tile counts exactly
 * the rows its list shows.
 */
function mine(column: SQL, v: HomeViewer): SQL {
  if (v.clientScope === "all") return sql`${column} is not null`;
  if (v.clientScope === "section" && v.sectionId !== null)
    return sql`${column} in (select u.id from users u where u.section_id = ${v.sectionId})`;
  return sql`${column} = ${v.id}`;
}

/**
 * Reception: today's visitors (the desk's own table, /reciption) and the clients this desk
 * registered by their step (/my_reciption_clients?step=). One statement.
 */
export async function receptionTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const { start, end } = tashkentDayBounds(day.today);
  // Remembered per day and scope under the counters of the tables it reads: for a viewer of every
  // client the steps are a count of every client registered at a desk, asked at every sign-in.
  const row = await rememberedUnder(
    db,
    `home:reception:${day.today}:${scopeKey(v, "client")}`,
    scopedTables(v, RECEPTION_TABLES),
    async () => {
      const [first] = await queryRows(
        db,
        sql`select
        (select count(*)::int from client_visits cv join clients on clients.id = cv.client_id
          where clients.deleted_at is null and ${scopeOf(v)}
            and cv.created_at >= ${start.toISOString()}::timestamptz and cv.created_at < ${end.toISOString()}::timestamptz) as visitors,
        (select coalesce(json_object_agg(x.step, x.n), '{}'::json) from (
          select clients.step, count(*)::int as n from clients
          where clients.deleted_at is null and ${scopeOf(v)} and ${mine(sql`clients.intake_user_id`, v)}
          group by 1) x) as steps`,
      );
      return first;
    },
  );
  const tiles = [tile("visitorsToday", num(row?.visitors), "/reciption")];
  if (holds(v, "my_reciption_clients")) {
    const steps = (row?.steps ?? {}) as Record<string, number>;
    const parts = CLIENT_STEPS.filter((s) => num(steps[s]) > 0).map((s) =>
      part(s, num(steps[s]), href("/my_reciption_clients", { step: s })),
    );
    tiles.push(
      tile(
        "myClients",
        parts.reduce((n, p) => n + p.value, 0),
        "/my_reciption_clients",
        { breakdown: parts },
      ),
    );
  }
  return tiles;
}

/**
 * The call centre: the shared callback queue (within the viewer's scope, as its "Hammasi" tab),
 * split into the calls due today and those left from earlier days. One statement.
 */
export async function callCenterTiles(db: Db, v: HomeViewer, day: HomeDay): Promise<HomeTile[]> {
  const { start, end } = tashkentDayBounds(day.today);
  const from = start.toISOString();
  const [row] = await queryRows(
    db,
    sql`select count(*) filter (where clients.next_call_at >= ${from}::timestamptz)::int as today,
        count(*) filter (where clients.next_call_at < ${from}::timestamptz)::int as overdue
      from clients
      where clients.deleted_at is null and ${scopeOf(v)} and clients.next_call_at is not null
        and clients.next_call_at < ${end.toISOString()}::timestamptz`,
  );
  const overdue = num(row?.overdue);
  return [
    tile("callbacksToday", num(row?.today), href("/call_center", { scope: "all", due: "today" })),
    tile("callbacksOverdue", overdue, href("/call_center", { scope: "all", due: "overdue" }), {
      tone: overdue > 0 ? "warn" : "normal",
    }),
  ];
}

import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { clientScopeSql, contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { isoSql } from "../../lib/sql-json";

/**
 * One building's chessboard as JSON text made by the database in one prepared statement.
 *
 * 2,000 units of 19 fields are ~40,000 values: read as rows, each is parsed by the driver (on
 * PGlite out of its wire protocol on the server's own thread), then checked by the response
 * schema and serialised again. json_build_object does the same work in C once, and the text goes
 * out as it is. The answer's shape is chessboardSchema's, checked by the property tests against
 * the rows the other unit reads give (chessboard.test.ts).
 *
 * Who holds a unit is masked exactly as hideForeignHolders does (lib/record-scope.ts), with the
 * same scope conditions: a holder is shown when there is none, when the client is in the viewer's
 * client scope, or when the live contract is in their contract scope; otherwise the client and
 * the contract are null and the unit's status and booking expiry stay.
 */

/** The viewer's id and section as placeholders, so one statement serves every viewer of a kind. */
const PLACEHOLDER_VIEWER = {
  id: sql.placeholder("viewerId"),
  sectionId: sql.placeholder("sectionId"),
} as unknown as Pick<ScopedViewer, "id" | "sectionId">;

/** The kind of scope a viewer has: the scope conditions' shape (see record-scope.ts, people()). */
function scopeShape(v: ScopedViewer): Pick<ScopedViewer, "clientScope" | "contractScope"> {
  const kind = (s: ScopedViewer["clientScope"]) => (s === "section" && v.sectionId === null ? "own" : s);
  return { clientScope: kind(v.clientScope), contractScope: kind(v.contractScope) };
}

/** True where the viewer may see the row's holder; `clients` and `contracts` are the holder's rows. */
function holderVisible(shape: Pick<ScopedViewer, "clientScope" | "contractScope">): SQL {
  // Every client in scope: every holder is shown.
  if (shape.clientScope === "all") return sql`true`;
  const viewer = { dostup: [], ...shape, ...PLACEHOLDER_VIEWER } as ScopedViewer;
  const client = clientScopeSql(viewer) ?? sql`true`;
  const contract = contractScopeSql(viewer) ?? sql`true`;
  return sql`(clients.id is null or ${client} or (contracts.id is not null and ${contract}))`;
}

const iso = isoSql;

/**
 * The answer in chessboardSchema's key order. Rows become objects through row_to_json and
 * array_to_json (compact, unlike json_build_object's " : " and json_agg's ", \n "), and the area goes out as float8, so the text
 * is what JSON.stringify of the parsed schema gave byte for byte.
 */
function boardJson(visible: SQL): SQL {
  const shown = (value: SQL) => sql`case when v.visible then ${value} end`;
  return sql`select (select row_to_json(board) from (select
    (select row_to_json(x) from (select b.id as "id", b.object_id as "objectId", b.name as "name",
        b.floors as "floors", b.entrances as "entrances", b.build_status as "buildStatus",
        b.completion_date as "completionDate", b.bank_approved as "bankApproved", o.name as "objectName") x) as "building",
    (select coalesce(array_to_json(array_agg(x order by e.number)), '[]')
      from entrances e
      cross join lateral (select e.id as "id", e.number as "number",
        (select count(*) from floors f where f.entrance_id = e.id)::int as "floors") x
      where e.building_id = b.id) as "entrances",
    (select coalesce(array_to_json(array_agg(x order by e.number, f.number desc, u.id)), '[]')
      from units u
      join floors f on f.id = u.floor_id
      join entrances e on e.id = u.entrance_id
      left join contracts on contracts.unit_id = u.id and contracts.status <> 'refused'
      left join bookings bk on bk.unit_id = u.id and bk.status = 'active'
      left join clients on clients.id = coalesce(contracts.client_id, bk.client_id)
      cross join lateral (select ${visible} as visible) v
      cross join lateral (select u.id as "id", u.object_id as "objectId", u.building_id as "buildingId",
        u.entrance_id as "entranceId", u.floor_id as "floorId", f.number as "floor", u.number as "number",
        u.rooms as "rooms", u.area_m2::float8 as "areaM2", u.price_per_m2 as "pricePerM2",
        u.total_price as "totalPrice", u.type as "type", u.finishing as "finishing", u.status as "status",
        ${shown(sql`clients.id`)} as "clientId", ${shown(sql`clients.full_name`)} as "clientName",
        ${shown(sql`contracts.id`)} as "contractId", ${shown(sql`contracts.number`)} as "contractNumber",
        ${iso(sql`bk.expires_at`)} as "bookingExpiresAt") x
      where u.building_id = b.id) as "units"
  ) board)::text as json
  from buildings b join objects o on o.id = b.object_id
  where b.id = ${sql.placeholder("buildingId")}`;
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

/** Per database handle, one prepared statement per kind of scope (at most nine). */
const statements = new WeakMap<Db, Map<string, Prepared>>();

function statementFor(db: Db, v: ScopedViewer): Prepared {
  const shape = scopeShape(v);
  const key = `${shape.clientScope}_${shape.contractScope}`;
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  let statement = byShape.get(key);
  if (!statement) {
    const query = boardJson(holderVisible(shape));
    statement = db
      .select({ json: sql<string>`b.json` })
      .from(sql`(${query}) b`)
      .prepare(`chessboard_${key}`) as unknown as Prepared;
    byShape.set(key, statement);
  }
  return statement;
}

/** The chessboard's JSON text (chessboardSchema) as this viewer may see it. */
export async function chessboardJson(db: Db, buildingId: number, viewer: ScopedViewer): Promise<string> {
  const rows = (await statementFor(db, viewer).execute({
    buildingId,
    viewerId: viewer.id,
    sectionId: viewer.sectionId,
  })) as { json: string }[];
  const json = rows[0]?.json;
  if (json === undefined) throw new AppError("NOT_FOUND", "Building not found");
  return json;
}

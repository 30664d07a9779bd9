import {
  type ClientBrief,
  type ClientListQuery,
  type ClientRow,
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
  type TodayVisit,
  tashkentDayBounds,
} from "@makon/shared";
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { queryRow } from "../../db/raw";
import { clients, clientVisits, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { EXPORT_MAX_ROWS } from "../../lib/excel";
import { capTotal, type IdSelect, offsetOf, type Page, pageOfIds } from "../../lib/paging";
import { preparedPerDb } from "../../lib/prepared";
import { clientScopeSql, clientsInScope, scopedTables, scopeKey } from "../../lib/record-scope";
import { readVersions } from "../../lib/version-cache";
import { workersOf } from "../../lib/workers";
import {
  briefOf,
  canSeePersonal,
  type RawRow,
  rowColumns,
  toClientRow,
  type Viewer,
  withPeople,
} from "./client-rows";
import {
  clientMatch,
  namePairOf,
  pairMatch,
  phoneDigitsOf,
  type SearchWords,
  searchWords,
} from "./client-search";

/**
 * "My clients" of a desk (registered, called, managed): the viewer's own; for someone who sees
 * all clients (a director), everyone's — every client that desk has; for a section's scope, the
 * section's people's.
 */
function mine(column: AnyPgColumn, me: Viewer): SQL {
  if (me.clientScope === "all") return isNotNull(column);
  if (me.clientScope === "section" && me.sectionId !== null)
    return sql`${column} in (select u.id from users u where u.section_id = ${me.sectionId})`;
  return eq(column, me.id);
}

function listFilters(q: Omit<ClientListQuery, "page" | "size" | "sort">, me: Viewer): SQL | undefined {
  const where: (SQL | undefined)[] = [
    q.basket === "true" ? isNotNull(clients.deletedAt) : isNull(clients.deletedAt),
    clientScopeSql(me),
  ];
  if (q.scope === "intake") where.push(mine(clients.intakeUserId, me));
  if (q.scope === "calls") where.push(mine(clients.lastCallerId, me));
  if (q.scope === "managed") where.push(mine(clients.managerId, me));
  if (q.step) where.push(eq(clients.step, q.step));
  if (q.source) where.push(eq(clients.source, q.source));
  if (q.managerId !== undefined) where.push(eq(clients.managerId, q.managerId));
  if (q.blacklisted === "true") where.push(isNotNull(clients.blacklistedAt));
  if (q.blacklisted === "false") where.push(isNull(clients.blacklistedAt));
  if (q.from) where.push(gte(clients.createdAt, tashkentDayBounds(q.from).start));
  if (q.to) where.push(lt(clients.createdAt, tashkentDayBounds(q.to).end));
  if (q.q) {
    where.push(clientMatch(q.q, { passports: canSeePersonal(me) }));
  }
  return and(...where);
}

const SORTS: Record<ClientListQuery["sort"], SQL[]> = {
  "-created": [desc(clients.createdAt), desc(clients.id)],
  created: [asc(clients.createdAt), asc(clients.id)],
  name: [asc(clients.fullName), asc(clients.id)],
  "-name": [desc(clients.fullName), desc(clients.id)],
  nextCall: [sql`${clients.nextCallAt} asc nulls last`, asc(clients.id)],
  "-lastCall": [sql`${clients.lastCallAt} desc nulls last`, desc(clients.id)],
};

/**
 * Clients, paged: the page's ids read in an index's order with the filter's total, counted only up
 * to a cap (a search's is lower) and only once per filter while the clients stay unchanged; then
 * the full rows of those ids.
 */
export async function listClients(db: Db, q: ClientListQuery, me: Viewer): Promise<Page<ClientRow>> {
  const { page, size, sort, ...filter } = q;
  // Whose lists "mine" means, and whether a passport number is searched, change the count too.
  const key = `client:${scopeKey(me, "client")}:${q.scope === "all" ? "" : me.id}:${canSeePersonal(me)}:${JSON.stringify(filter)}`;
  const cap = q.q ? SEARCH_TOTAL_CAP : TOTAL_CAP;
  const words = q.q ? searchWords(q.q, { passports: canSeePersonal(me) }) : undefined;
  if (words === "nothing") return { items: [], total: 0, totalCapped: false, page, size };
  if (words) {
    const plain = plainSearch(q, cap);
    const named = plain ? namePairOf(plain) : null;
    const digits = plain && !named ? phoneDigitsOf(plain) : null;
    const kept = named
      ? await pairIds(db, named, me, cap + 1)
      : digits
        ? await phoneIds(db, digits, me, cap + 1)
        : null;
    if (Array.isArray(kept)) {
      const from = offsetOf(q);
      return {
        items: await rowsOf(db, kept.slice(from, from + size)),
        ...capTotal(kept.length, cap),
        page,
        size,
      };
    }
    // Phone digits in more phones than their index sorts: common enough to read newest first.
    if (kept)
      return clientPage(
        db,
        me,
        { page, size },
        listFilters(q, me),
        SORTS[sort],
        cap,
        key,
        true,
        kept.atLeast,
      );
    const rest = listFilters({ ...filter, q: undefined }, me);
    const found = words.pairs
      ? await pairPage(db, { page, size }, words.pairs, rest, SORTS[sort])
      : await searchPage(db, { page, size }, words, rest, { order: SORTS[sort], cap });
    if ("ids" in found)
      return { items: await rowsOf(db, found.ids), ...capTotal(found.total, cap), page, size };
    // A common name: the planner chooses between the order's index and the search's. A read newest
    // first checking each row (coalesce hiding the match from the index) was measured slower at a
    // million clients: phone digits' p99 274 ms against 41 (docs/performance.md).
    const where = listFilters(q, me);
    return clientPage(db, me, { page, size }, where, SORTS[sort], cap, key, true, found.atLeast);
  }
  return clientPage(db, me, { page, size }, listFilters(q, me), SORTS[sort], cap, key, Boolean(q.q));
}

/**
 * The search typed, where it is asked in the list's default order (newest first) with no other
 * filter but the viewer's record scope, on a page within the capped total: what the tables kept
 * for searches answer (client_name_pairs for two words or more, client_phone_digits for phone
 * digits). Null otherwise: anything else goes the ways below.
 */
function plainSearch(q: ClientListQuery, cap: number): string | null {
  const others =
    q.scope !== "all" ||
    q.step ||
    q.source ||
    q.blacklisted ||
    q.from ||
    q.to ||
    q.basket === "true" ||
    q.managerId !== undefined;
  if (!q.q || others || q.sort !== "-created" || offsetOf(q) + q.size > cap + 1) return null;
  return q.q;
}

/**
 * The live clients who hold the pair and every word, in the viewer's scope, newest first — at
 * most `limit` ids, read off client_name_pairs' index alone in the list's order (created_at desc,
 * id desc): a page and the capped total with no client row read, however common the name.
 */
async function pairIds(
  db: Db,
  named: NonNullable<ReturnType<typeof namePairOf>>,
  me: Viewer,
  limit: number,
): Promise<number[]> {
  const tests = named.words.map((w) => sql`strpos(p.words, ${` ${w}`}) > 0`);
  const scope = clientScopeSql(me, sql.raw("p.staff_ids"));
  const row = await queryRow<{ ids: number[] }>(
    db,
    sql`select array(select p.client_id from client_name_pairs p
      where p.pair = ${named.pair} and ${and(...tests, scope)}
      order by p.created_at desc, p.client_id desc limit ${limit}) as ids`,
  );
  return (row?.ids ?? []).map(Number);
}

/**
 * Phone endings a digits search sorts at most (a few milliseconds at a million clients); past it
 * the digits are in one phone in fifty or more and a page of them is near the top newest first.
 */
const PHONE_HITS = 20_000;

/**
 * The live clients in the viewer's scope with a phone holding these digits, newest first — at most
 * `limit` ids, from client_phone_digits' index alone: the endings that begin with the digits,
 * sorted by the client's registration (a client whose phones hold the digits twice is there
 * twice, side by side in that order). Past PHONE_HITS endings, how many clients the first of them
 * are (`atLeast`) instead.
 */
async function phoneIds(
  db: Db,
  digits: string,
  me: Viewer,
  limit: number,
): Promise<number[] | { atLeast: number }> {
  const scope = clientScopeSql(me, sql.raw("p.staff_ids"));
  const row = await queryRow<{ atLeast: number | null; ids: number[] | null }>(
    db,
    sql`with m as materialized (
      select p.client_id, p.created_at from client_phone_digits p
      where ${and(sql`p.digits like ${`${digits}%`}`, scope)} limit ${PHONE_HITS + 1})
    select case when (select count(*) from m) > ${PHONE_HITS}
        then (select count(distinct client_id) from m)::int end as "atLeast",
      case when (select count(*) from m) <= ${PHONE_HITS} then array(
        select distinct on (m.created_at, m.client_id) m.client_id from m
        order by m.created_at desc, m.client_id desc limit ${limit}) end as ids`,
  );
  if (row?.ids) return row.ids.map(Number);
  return { atLeast: row?.atLeast ?? 0 };
}

/** More matches than this and a search is a common name: read off the order's index instead. */
const SEARCH_HITS = 2_000;

/**
 * The same for a search of two words or more (pairMatch): each match costs a row read and a
 * test, about a microsecond, so up to this many the page and the total come from the matches;
 * past it the names are common enough (one in two hundred at a million clients) that a page of
 * them is a few thousand rows away newest first.
 */
const PAIR_HITS = 5_000;

/**
 * A search of two words or more, through the index of word pairs: the clients who hold the
 * pairs, pass the words and the other filters — at most PAIR_HITS + 1, with the columns the
 * orders name — then the page sorted out of them and their count, in one statement. The CTE is
 * called "clients" so the list's orders (written for the table) sort it.
 */
async function pairPage(
  db: Db,
  q: { page: number; size: number },
  pairs: NonNullable<SearchWords["pairs"]>,
  rest: SQL | undefined,
  order: SQL[],
): Promise<{ ids: number[]; total: number } | { atLeast: number }> {
  const row = await queryRow<{ hits: number; ids: number[] }>(
    db,
    sql`with clients as materialized (
      select clients.id, clients.created_at, clients.full_name, clients.next_call_at, clients.last_call_at
      from clients where ${and(pairMatch(pairs), rest)} limit ${PAIR_HITS + 1})
    select (select count(*) from clients)::int as hits,
      array(select clients.id from clients order by ${sql.join(order, sql`, `)}
        limit ${q.size} offset ${offsetOf(q)}) as ids`,
  );
  if (!row || row.hits > PAIR_HITS) return { atLeast: row?.hits ?? 0 };
  return { ids: row.ids, total: row.hits };
}

/**
 * A text search through the search indexes (client_search_hits): when it matches at most
 * SEARCH_HITS clients, the page and the total come from those alone, in one statement — sorted and
 * counted, however rare the name and whatever the planner would guess. For a commoner name, how
 * many of the first SEARCH_HITS matches pass the other filters (`atLeast`): past the cap, the
 * total needs no count.
 */
async function searchPage(
  db: Db,
  q: { page: number; size: number },
  words: { prefixes: string | null; long: string; short: string },
  rest: SQL | undefined,
  opts: { order: SQL[]; cap: number },
): Promise<{ ids: number[]; total: number } | { atLeast: number }> {
  const inHits = and(sql`clients.id in (select id from hits)`, rest);
  const prefixes =
    words.prefixes === null ? sql`null::tsquery` : sql`to_tsquery('simple', ${words.prefixes})`;
  // The other filters (a record scope's subqueries among them) are applied once, in "kept".
  const row = await queryRow<{ hits: number; total: number; ids: number[] | null }>(
    db,
    sql`with hits as materialized (
      select client_search_hits(${prefixes}, ${words.long}::text[], ${words.short}::text[], ${SEARCH_HITS + 1}) as id),
    n as (select count(*)::int as hits from hits),
    kept as materialized (select clients.id from clients where ${inHits})
    select n.hits,
      (select count(*) from (select 1 from kept limit ${opts.cap + 1}) x)::int as total,
      case when n.hits <= ${SEARCH_HITS} then array(select clients.id from clients
        where clients.id in (select id from kept)
        order by ${sql.join(opts.order, sql`, `)} limit ${q.size} offset ${offsetOf(q)}) end as ids
    from n`,
  );
  if (!row?.ids) return { atLeast: row?.total ?? 0 };
  return { ids: row.ids, total: row.total };
}

/** The list rows of these clients, in this order. */
async function rowsOf(db: Db, ids: number[]): Promise<ClientRow[]> {
  const rows = ids.length ? ((await clientRowsByIds(db).execute({ ids })) as RawRow[]) : [];
  const byId = new Map(rows.map((r) => [r.id, toClientRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The full list rows of clients by id, a plan made once per database. */
const clientRowsByIds = preparedPerDb((db) =>
  withPeople(db, rowColumns)
    .where(sql`${clients.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("client_rows_by_ids"),
);

async function clientPage(
  db: Db,
  me: Viewer,
  q: { page: number; size: number },
  where: SQL | undefined,
  order: SQL[],
  cap: number,
  key: string,
  search = false,
  atLeast = 0,
): Promise<Page<ClientRow>> {
  const { ids, ...total } = await pageOfIds(db, {
    select: (columns) => db.select(columns as never).from(clients) as unknown as ReturnType<IdSelect>,
    id: clients.id,
    where,
    order,
    page: q,
    cap,
    total: { key, seen: await readVersions(db, scopedTables(me, ["clients"])) },
    countInOrder: search,
    // More matches than the cap already seen: nothing to count.
    ...(atLeast > cap ? { knownTotal: atLeast } : {}),
  });
  return { items: await rowsOf(db, ids), ...total, page: q.page, size: q.size };
}

/** The whole filtered list for Excel (bounded). */
export async function exportClients(
  db: Db,
  q: Omit<ClientListQuery, "page" | "size">,
  me: Viewer,
): Promise<ClientRow[]> {
  const rows = (await withPeople(db, rowColumns)
    .where(listFilters(q, me))
    .orderBy(...SORTS[q.sort])
    .limit(EXPORT_MAX_ROWS)) as RawRow[];
  return rows.map((r) => toClientRow(r as RawRow));
}

/**
 * The client with this phone, main or second, live first, else in the basket. Anyone who
 * registers clients may ask (so nobody registers a client twice), but of a client outside
 * their record scope they learn only the brief: name, phone, manager and the blacklist.
 */
export async function lookupByPhone(
  db: Db,
  phone: string,
  me: Viewer,
): Promise<{ client: ClientRow | null; brief: ClientBrief | null }> {
  const [row] = (await withPeople(db, rowColumns)
    .where(or(eq(clients.phone, phone), sql`${clients.extraPhones} @> array[${phone}]::text[]`))
    .orderBy(sql`${clients.deletedAt} is not null`, desc(clients.id))
    .limit(1)) as RawRow[];
  if (!row) return { client: null, brief: null };
  const client = toClientRow(row as RawRow);
  if ((await clientsInScope(db, me, [client.id])).has(client.id)) return { client, brief: null };
  return { client: null, brief: briefOf(client) };
}

/**
 * Callbacks due by the end of today (Tashkent) or overdue, oldest first. "Mine": the clients
 * this operator called last, or registered and nobody has called yet.
 */
export async function callQueue(
  db: Db,
  q: { page: number; size: number; scope: "mine" | "all"; due?: "today" | "overdue" | undefined },
  me: Viewer,
): Promise<Page<ClientRow>> {
  const { start, end } = tashkentDayBounds(new Date());
  const where = and(
    isNull(clients.deletedAt),
    clientScopeSql(me),
    isNotNull(clients.nextCallAt),
    lt(clients.nextCallAt, end),
    q.due === "today" ? gte(clients.nextCallAt, start) : undefined,
    q.due === "overdue" ? lt(clients.nextCallAt, start) : undefined,
    q.scope === "mine"
      ? or(
          eq(clients.lastCallerId, me.id),
          and(isNull(clients.lastCallerId), eq(clients.intakeUserId, me.id)),
        )
      : undefined,
  );
  const key = `calls:${scopeKey(me, "client")}:${q.scope === "mine" ? me.id : ""}:${q.due ?? ""}:${end.toISOString()}`;
  return clientPage(db, me, q, where, [asc(clients.nextCallAt), asc(clients.id)], TOTAL_CAP, key);
}

/** Today's visitors at reception (Tashkent day), newest first. */
export async function todayVisits(db: Db, scope: "mine" | "all", me: Viewer): Promise<TodayVisit[]> {
  const { start, end } = tashkentDayBounds(new Date());
  const manager = alias(users, "visit_manager");
  const rows = await db
    .select({
      id: clientVisits.id,
      clientId: clientVisits.clientId,
      clientName: clients.fullName,
      clientPhone: clients.phone,
      blacklistedAt: clients.blacklistedAt,
      blacklistReason: clients.blacklistReason,
      userId: clientVisits.userId,
      userName: users.name,
      managerId: clientVisits.managerId,
      managerName: manager.name,
      note: clientVisits.note,
      createdAt: clientVisits.createdAt,
      // Written out: inside a select list the builder would drop the outer table's name.
      firstVisit: sql<boolean>`not exists (select 1 from client_visits earlier where earlier.client_id = client_visits.client_id and earlier.created_at < client_visits.created_at)`,
    })
    .from(clientVisits)
    .innerJoin(clients, eq(clients.id, clientVisits.clientId))
    .leftJoin(users, eq(users.id, clientVisits.userId))
    .leftJoin(manager, eq(manager.id, clientVisits.managerId))
    .where(
      and(
        isNull(clients.deletedAt),
        clientScopeSql(me),
        gte(clientVisits.createdAt, start),
        lt(clientVisits.createdAt, end),
        scope === "mine" ? eq(clientVisits.userId, me.id) : undefined,
      ),
    )
    .orderBy(desc(clientVisits.createdAt), desc(clientVisits.id))
    .limit(500);
  return rows.map(({ blacklistedAt, createdAt, firstVisit, ...r }) => ({
    ...r,
    blacklisted: blacklistedAt !== null,
    firstVisit: Boolean(firstVisit),
    createdAt: createdAt.toISOString(),
  }));
}

/** The sales managers (lib/workers.ts), for the "hand over to" select. */
export function salesManagers(db: Db): Promise<{ id: number; name: string }[]> {
  return workersOf(db, "sales");
}

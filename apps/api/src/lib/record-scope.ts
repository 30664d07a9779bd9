import { INT4_MAX, type RecordScope } from "@makon/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { queryRows } from "../db/raw";
import { clients, contracts } from "../db/schema";
import type { Db } from "../db/types";
import { AppError } from "./app-error";

/**
 * Record scope (decision 5): on top of page and action keys, a user reads
 * and changes only the clients and contracts of their scope. Every list, card, export and change
 * asks here; the screens' "my clients" filters are a convenience, never the protection.
 *
 * - own: the user's own records. A client is theirs when they registered, received (a visit),
 *   called or manage them, or manage one of the client's contracts; a contract, when they manage
 *   it or its client.
 * - section: the same for everyone of the user's section (department); without a section, own.
 * - all: everything.
 */
export interface ScopedViewer {
  id: number;
  dostup: readonly string[];
  clientScope: RecordScope;
  contractScope: RecordScope;
  sectionId: number | null;
}

/** `= me` or `in (my section's people)`, to follow a user-id column. */
function people(v: ScopedViewer, scope: RecordScope): SQL {
  return scope === "section" && v.sectionId !== null
    ? sql`in (select u.id from users u where u.section_id = ${v.sectionId})`
    : sql`= ${v.id}`;
}

/**
 * The condition on `clients` (unaliased) that keeps the viewer's clients; undefined for all.
 * The five ties that make a client someone's own are kept in clients.staff_ids by the database
 * (migration 0025), so this is one array test on the row itself. Table names are written out:
 * inside subqueries the builder would drop them. `staffIds` names another copy of the column
 * (client_name_pairs keeps one).
 */
export function clientScopeSql(
  v: ScopedViewer,
  staffIds: SQL = sql.raw("clients.staff_ids"),
): SQL | undefined {
  if (v.clientScope === "all") return undefined;
  return v.clientScope === "section" && v.sectionId !== null
    ? sql`${staffIds} && array(select u.id from users u where u.section_id = ${v.sectionId})`
    : sql`${staffIds} @> array[${v.id}::int]`;
}

/** The condition on `contracts` (unaliased) that keeps the viewer's contracts; undefined for all. */
export function contractScopeSql(v: ScopedViewer): SQL | undefined {
  if (v.contractScope === "all") return undefined;
  const p = people(v, v.contractScope);
  return sql`(contracts.manager_id ${p} or contracts.client_id in (select sc.id from clients sc where sc.manager_id ${p}))`;
}

/**
 * A key naming what the viewer's scope lets them see, for remembered answers and ETags: two
 * viewers with the same key see the same rows.
 */
export function scopeKey(v: ScopedViewer, which: "client" | "contract"): string {
  const scope = which === "client" ? v.clientScope : v.contractScope;
  if (scope === "all") return "all";
  return scope === "section" && v.sectionId !== null ? `section:${v.sectionId}` : `own:${v.id}`;
}

async function checkOne(
  db: Db,
  table: typeof clients | typeof contracts,
  id: number,
  condition: SQL | undefined,
) {
  if (!condition) return;
  const [row] = await db
    .select({ inScope: sql<boolean>`${condition}` })
    .from(table)
    .where(eq(table.id, id));
  // An id that does not exist is the route's own 404.
  if (row && !row.inScope) throw new AppError("OUT_OF_SCOPE");
}

/** Refuses (OUT_OF_SCOPE) a client outside the viewer's scope. */
export function assertClientInScope(db: Db, v: ScopedViewer, clientId: number): Promise<void> {
  return checkOne(db, clients, clientId, clientScopeSql(v));
}

/**
 * Refuses (OUT_OF_SCOPE) a client the viewer reaches neither as a client nor through one of their
 * contracts: a collector works every contract (contract scope "all") but registers no clients, and
 * still answers for the debtor's SMS.
 */
export async function assertClientReachable(db: Db, v: ScopedViewer, clientId: number): Promise<void> {
  const own = clientScopeSql(v);
  if (!own) return;
  const byContract = contractScopeSql(v);
  const [row] = await db
    .select({
      inScope: byContract
        ? sql<boolean>`(${own}) or exists (select 1 from contracts where contracts.client_id = clients.id and ${byContract})`
        : sql<boolean>`true`,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (row && !row.inScope) throw new AppError("OUT_OF_SCOPE");
}

/** Refuses (OUT_OF_SCOPE) a contract outside the viewer's scope. */
export function assertContractInScope(db: Db, v: ScopedViewer, contractId: number): Promise<void> {
  return checkOne(db, contracts, contractId, contractScopeSql(v));
}

/**
 * The records a route's id can name besides a client or a contract. Each belongs to a contract
 * (an SMS to a client, and maybe a contract; a unit's booking to its client) and shares its scope.
 */
export type RecordKind =
  | "sms"
  | "bankApplication"
  | "debtCase"
  | "handoverAct"
  | "appointment"
  | "unitBooking";

/** The tables whose rows lead to their contract by `contract_id`. */
const CONTRACT_ROWS = {
  bankApplication: sql.raw("bank_applications"),
  debtCase: sql.raw("debt_cases"),
  handoverAct: sql.raw("handovers"),
  appointment: sql.raw("handover_appointments"),
} as const;

/**
 * The one statement that says whether a record of this kind is in the viewer's scope: one row
 * read by primary key (or the unit's active booking, by its partial unique index), then the
 * client's or contract's own row. Undefined for a viewer who sees it whatever it is. An SMS id is
 * a bigint; the others are int4 and compared as such, so the primary key's own operator is used.
 */
function recordScopeQuery(v: ScopedViewer, kind: RecordKind, id: number): SQL | undefined {
  const byClient = clientScopeSql(v);
  const byContract = contractScopeSql(v);
  switch (kind) {
    case "sms":
      // As the outbox lists them: the client in the client scope, or the contract in the contract scope.
      if (!byClient || !byContract) return undefined;
      return sql`select (${byClient}) or (contracts.id is not null and ${byContract}) as "inScope"
        from sms_messages m join clients on clients.id = m.client_id
        left join contracts on contracts.id = m.contract_id where m.id = ${id}::bigint`;
    case "unitBooking":
      if (!byClient) return undefined;
      return sql`select ${byClient} as "inScope" from clients where clients.id =
        (select b.client_id from bookings b where b.unit_id = ${id} and b.status = 'active')`;
    default:
      if (!byContract) return undefined;
      return sql`select ${byContract} as "inScope" from contracts where contracts.id =
        (select r.contract_id from ${CONTRACT_ROWS[kind]} r where r.id = ${id})`;
  }
}

/** Refuses (OUT_OF_SCOPE) a record whose client or contract lies outside the viewer's scope. */
export async function assertRecordInScope(
  db: Db,
  v: ScopedViewer,
  kind: RecordKind,
  id: number,
): Promise<void> {
  // Past int4 no row but an SMS can exist, and the route's schema refuses the number anyway.
  if (kind !== "sms" && id > INT4_MAX) return;
  const query = recordScopeQuery(v, kind, id);
  if (!query) return;
  const [row] = await queryRows<{ inScope: boolean }>(db, query);
  // A record that does not exist (or a unit with no active booking) is the route's own answer.
  if (row && !row.inScope) throw new AppError("OUT_OF_SCOPE");
}

/** Of these clients, the ones the viewer may see (all of them for an "all" scope). */
export async function clientsInScope(db: Db, v: ScopedViewer, ids: readonly number[]): Promise<Set<number>> {
  const condition = clientScopeSql(v);
  if (!condition || ids.length === 0) return new Set(ids);
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inArray(clients.id, [...new Set(ids)]), condition));
  return new Set(rows.map((r) => r.id));
}

/** Of these contracts, the ones the viewer may see (all of them for an "all" scope). */
export async function contractsInScope(
  db: Db,
  v: ScopedViewer,
  ids: readonly number[],
): Promise<Set<number>> {
  const condition = contractScopeSql(v);
  if (!condition || ids.length === 0) return new Set(ids);
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(inArray(contracts.id, [...new Set(ids)]), condition));
  return new Set(rows.map((r) => r.id));
}

/** A row naming who holds a unit (the property lists, the chessboard, a unit's card). */
interface HolderRow {
  clientId: number | null;
  clientName: string | null;
  contractId: number | null;
  contractNumber: string | null;
  clientPhone?: string | null;
}

/**
 * Units stay visible to everyone with the page — what is free, booked or sold — but who holds a
 * unit is shown only when the client is in the viewer's client scope or the contract in their
 * contract scope. Two small indexed reads for a page, none for a viewer who sees all.
 */
export async function hideForeignHolders<R extends HolderRow>(
  db: Db,
  v: ScopedViewer,
  rows: R[],
): Promise<R[]> {
  if (seesAllHolders(v)) return rows;
  const clientIds = rows.flatMap((r) => (r.clientId === null ? [] : [r.clientId]));
  const contractIds = rows.flatMap((r) => (r.contractId === null ? [] : [r.contractId]));
  const [seenClients, seenContracts] = await Promise.all([
    clientsInScope(db, v, clientIds),
    contractsInScope(db, v, contractIds),
  ]);
  return rows.map((r) => {
    const contractSeen = r.contractId !== null && seenContracts.has(r.contractId);
    if (r.clientId === null || seenClients.has(r.clientId) || contractSeen) return r;
    return {
      ...r,
      clientId: null,
      clientName: null,
      ...("clientPhone" in r ? { clientPhone: null } : {}),
      contractId: null,
      contractNumber: null,
    };
  });
}

/** A viewer from whom hideForeignHolders hides nothing. */
export function seesAllHolders(v: ScopedViewer): boolean {
  return v.clientScope === "all" && v.contractScope === "all";
}

/** The key of what hideForeignHolders lets this viewer see, for remembered answers. */
export function holderScopeKey(v: ScopedViewer): string {
  return `${scopeKey(v, "client")}|${scopeKey(v, "contract")}`;
}

/**
 * The tables a remembered answer depends on for this viewer: what is in a limited scope moves
 * with clients (their staff_ids, which a new call, visit or contract updates), contracts and
 * people's sections too.
 */
export function scopedTables(v: ScopedViewer, tables: readonly string[]): readonly string[] {
  if (v.clientScope === "all" && v.contractScope === "all") return tables;
  return [...new Set([...tables, "clients", "contracts", "users"])];
}

import {
  AUDIT_REF_FIELDS,
  type AuditEntry,
  type AuditRef,
  type AuditRefKind,
  auditRefKey,
} from "@makon/shared";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";

/** The kind a field's id points to; a bank's parentId is its head office. */
function refKindOf(entity: string, field: string): AuditRefKind | undefined {
  if (field === "parentId") return entity === "bank" ? "bank" : undefined;
  return AUDIT_REF_FIELDS[field as keyof typeof AUDIT_REF_FIELDS];
}

/** An id as the audit rows hold it (a number, or a number written as text). */
function idOf(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The audited record itself is a ref too: the audit screen names it instead of "#id". */
const RECORD_KINDS = new Set<string>([
  "user",
  "section",
  "client",
  "contract",
  "unit",
  "building",
  "object",
  "floor",
  "organisation",
  "organisation_account",
  "bank",
  "payment",
  "booking",
  // Records of a contract's deal: named by their contract and whose it is, never by a bare id.
  "handover",
  "handover_appointment",
  "bank_application",
  "debt_case",
]);

/** Every (kind, id) an entry points to: the record itself, and the ids in its before and after. */
function refsOf(e: AuditEntry): [AuditRefKind, number][] {
  const out: [AuditRefKind, number][] = [];
  const add = (kind: AuditRefKind | undefined, value: unknown) => {
    const id = kind ? idOf(value) : null;
    if (kind && id !== null) out.push([kind, id]);
  };
  // A change may carry whole rows it recorded (a client's visit, call or note): their ids too.
  const walk = (side: unknown, depth: number) => {
    if (side === null || typeof side !== "object" || Array.isArray(side) || depth > 2) return;
    for (const [field, value] of Object.entries(side)) {
      add(refKindOf(e.entity, field), value);
      walk(value, depth + 1);
    }
  };
  if (RECORD_KINDS.has(e.entity)) add(e.entity as AuditRefKind, e.entityId);
  walk(e.before, 0);
  walk(e.after, 0);
  return out;
}

/** A PostgreSQL int[] literal of checked ids (one parameter, however many). */
const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/**
 * What each kind of ref is called: a name, and what places it (a unit's building, a payment's
 * contract). Words around them ("xonadon", "qavat") are the web's, from its catalogue.
 */
const NAMES: Record<AuditRefKind, (ids: number[]) => ReturnType<typeof sql>> = {
  handover: (ids) =>
    sql`select 'handover', h.id, h.act_number, cl.full_name from handovers h
        join contracts c on c.id = h.contract_id join clients cl on cl.id = c.client_id
        where h.id = any(${intArray(ids)}::int[])`,
  handover_appointment: (ids) =>
    sql`select 'handover_appointment', a.id, c.number, cl.full_name from handover_appointments a
        join contracts c on c.id = a.contract_id join clients cl on cl.id = c.client_id
        where a.id = any(${intArray(ids)}::int[])`,
  bank_application: (ids) =>
    sql`select 'bank_application', a.id, c.number, cl.full_name from bank_applications a
        join contracts c on c.id = a.contract_id join clients cl on cl.id = c.client_id
        where a.id = any(${intArray(ids)}::int[])`,
  debt_case: (ids) =>
    sql`select 'debt_case', d.id, c.number, cl.full_name from debt_cases d
        join contracts c on c.id = d.contract_id join clients cl on cl.id = c.client_id
        where d.id = any(${intArray(ids)}::int[])`,
  user: (ids) => sql`select 'user', id, name, null::text from users where id = any(${intArray(ids)}::int[])`,
  section: (ids) =>
    sql`select 'section', id, name, null::text from sections where id = any(${intArray(ids)}::int[])`,
  client: (ids) =>
    sql`select 'client', id, full_name, null::text from clients where id = any(${intArray(ids)}::int[])`,
  contract: (ids) =>
    sql`select 'contract', id, number, null::text from contracts where id = any(${intArray(ids)}::int[])`,
  unit: (ids) =>
    sql`select 'unit', u.id, u.number, b.name from units u join buildings b on b.id = u.building_id
      where u.id = any(${intArray(ids)}::int[])`,
  building: (ids) =>
    sql`select 'building', b.id, b.name, o.name from buildings b join objects o on o.id = b.object_id
      where b.id = any(${intArray(ids)}::int[])`,
  object: (ids) =>
    sql`select 'object', id, name, null::text from objects where id = any(${intArray(ids)}::int[])`,
  floor: (ids) =>
    sql`select 'floor', f.id, f.number::text, b.name from floors f join buildings b on b.id = f.building_id
      where f.id = any(${intArray(ids)}::int[])`,
  entrance: (ids) =>
    sql`select 'entrance', e.id, e.number::text, b.name from entrances e join buildings b on b.id = e.building_id
      where e.id = any(${intArray(ids)}::int[])`,
  organisation: (ids) =>
    sql`select 'organisation', id, name, null::text from organisations where id = any(${intArray(ids)}::int[])`,
  organisation_account: (ids) =>
    sql`select 'organisation_account', a.id, a.account_number, o.name from organisation_bank_accounts a
      join organisations o on o.id = a.organisation_id where a.id = any(${intArray(ids)}::int[])`,
  bank: (ids) => sql`select 'bank', id, name, null::text from banks where id = any(${intArray(ids)}::int[])`,
  payment: (ids) =>
    sql`select 'payment', p.id, c.number, null::text from payments p join contracts c on c.id = p.contract_id
      where p.id = any(${intArray(ids)}::int[])`,
  booking: (ids) =>
    sql`select 'booking', k.id, u.number, b.name from bookings k join units u on u.id = k.unit_id
      join buildings b on b.id = u.building_id where k.id = any(${intArray(ids)}::int[])`,
};

/**
 * The entries with `refs`: the names of the records their ids point to (a manager's name for
 * managerId, the contract's number for contractId, the record itself), read in one statement for
 * the whole page. A record deleted since has no name and stays a number.
 */
export async function withRefs(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<AuditRefKind, Set<number>>();
  for (const [kind, id] of entries.flatMap(refsOf)) wanted.set(kind, (wanted.get(kind) ?? new Set()).add(id));
  if (wanted.size === 0) return entries;
  const parts = [...wanted].map(([kind, ids]) => NAMES[kind]([...ids]));
  // Named once outside: a union's columns take the names of whichever part comes first.
  const result = await queryRows<{ kind: AuditRefKind; id: number; name: string; detail: string | null }>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) as named (kind, id, name, detail)`,
  );
  const found = new Map<string, AuditRef>(
    result.map((r) => [
      auditRefKey(r.kind, r.id),
      r.detail === null ? { name: r.name } : { name: r.name, detail: r.detail },
    ]),
  );
  return entries.map((e) => {
    const refs: Record<string, AuditRef> = {};
    for (const [kind, id] of refsOf(e)) {
      const ref = found.get(auditRefKey(kind, id));
      if (ref) refs[auditRefKey(kind, id)] = ref;
    }
    return Object.keys(refs).length ? { ...e, refs } : e;
  });
}

import { sql } from "drizzle-orm";
import { queryRows } from "../raw";
import type { Db } from "../types";
import type { BackupColumn } from "./format";

/** Every table of the application (schema public), read from the database itself. */
export interface CatalogTable {
  name: string;
  /** Stored columns in their order; generated ones are left out (the database computes them). */
  columns: BackupColumn[];
  primaryKey: string[];
}

export interface CatalogSequence {
  name: string;
  /** The column the sequence numbers (serial, identity), if any. */
  owner: { table: string; column: string } | null;
}

export interface CatalogForeignKey {
  table: string;
  name: string;
  definition: string;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Unlogged tables are left out: what they hold does not outlive a transaction or a crash
 * (table_version_bumps, migration 0014), so there is nothing in them to back up or restore.
 */
export async function readTables(db: Db): Promise<CatalogTable[]> {
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relpersistence = 'p' and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.position`,
  );
  const tables = new Map<string, CatalogTable>();
  for (const c of columns) {
    const t = tables.get(c.table) ?? { name: c.table, columns: [], primaryKey: [] };
    t.columns.push({ name: c.column, type: c.type });
    tables.set(c.table, t);
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.column);
  return [...tables.values()];
}

export async function readSequences(db: Db): Promise<CatalogSequence[]> {
  const rows = await queryRows<{ name: string; table: string | null; column: string | null }>(
    db,
    sql`select s.relname as "name", t.relname as "table", a.attname as "column"
        from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        left join pg_class t on t.oid = d.refobjid
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where n.nspname = 'public' and s.relkind = 'S'
        order by s.relname`,
  );
  return rows.map((r) => ({
    name: r.name,
    owner: r.table && r.column ? { table: r.table, column: r.column } : null,
  }));
}

export async function readForeignKeys(db: Db): Promise<CatalogForeignKey[]> {
  return queryRows<CatalogForeignKey>(
    db,
    sql`select c.relname as "table", k.conname as "name", pg_get_constraintdef(k.oid) as "definition"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype = 'f'
        order by c.relname, k.conname`,
  );
}

/**
 * Text forms that read back the same whatever the server's settings: ISO dates, UTC offsets,
 * floats with every digit. For the current transaction only.
 */
export async function useCanonicalFormats(tx: Db): Promise<void> {
  for (const setting of [
    "set local datestyle = 'ISO, YMD'",
    "set local intervalstyle = 'postgres'",
    "set local extra_float_digits = 3",
    "set local timezone = 'UTC'",
    "set local bytea_output = 'hex'",
  ])
    await tx.execute(sql.raw(setting));
}

import { AUDIT_ENTITIES, type AuditEntity } from "@makon/shared";

/** The audit screen's filters and page; dates are calendar days "YYYY-MM-DD", inclusive. */
export interface AuditFilters {
  page: number;
  size: number;
  userId: number | undefined;
  entity: AuditEntity | undefined;
  entityId: string;
  from: string | undefined;
  to: string | undefined;
}

export const DEFAULT_AUDIT_FILTERS: AuditFilters = {
  page: 1,
  size: 50,
  userId: undefined,
  entity: undefined,
  entityId: "",
  from: undefined,
  to: undefined,
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isEntity = (value: string | null): value is AuditEntity =>
  value !== null && (AUDIT_ENTITIES as readonly string[]).includes(value);

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

/** The query string of GET /api/audit (and of the screen's own address). */
export function auditQuery(filters: AuditFilters, withPaging = true): string {
  const params = new URLSearchParams();
  if (withPaging) {
    params.set("page", String(filters.page));
    params.set("size", String(filters.size));
  }
  if (filters.userId) params.set("userId", String(filters.userId));
  if (filters.entity) params.set("entity", filters.entity);
  const entityId = filters.entityId.trim();
  if (entityId) params.set("entityId", entityId);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  return params.toString();
}

/** Filters read from the screen's address (a link such as /audit?entity=bank&entityId=4); junk is ignored. */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const from = params.get("from");
  const to = params.get("to");
  const entity = params.get("entity");
  return {
    page: positiveInt(params.get("page")) ?? 1,
    size: Math.min(positiveInt(params.get("size")) ?? DEFAULT_AUDIT_FILTERS.size, 200),
    userId: positiveInt(params.get("userId")),
    entity: isEntity(entity) ? entity : undefined,
    entityId: (params.get("entityId") ?? "").trim().slice(0, 40),
    from: from && ISO_DAY.test(from) ? from : undefined,
    to: to && ISO_DAY.test(to) ? to : undefined,
  };
}

/** A short name for the changed record, from whichever side of the row has one. */
export function recordName(before: unknown, after: unknown): string | undefined {
  for (const side of [after, before]) {
    if (side === null || typeof side !== "object" || Array.isArray(side)) continue;
    const record = side as Record<string, unknown>;
    for (const key of ["name", "fullName", "accountNumber", "path"]) {
      const value = record[key];
      if (typeof value === "string" && value.trim() !== "") return value;
    }
  }
  return undefined;
}

/** The organisation an audit row belongs to, for a link to its card (organisation or account rows). */
export function organisationIdOf(
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): number | undefined {
  if (entity === "organisation") return positiveInt(entityId);
  if (entity !== "organisation_account") return undefined;
  for (const side of [after, before]) {
    if (side === null || typeof side !== "object") continue;
    const id = (side as Record<string, unknown>).organisationId;
    if (typeof id === "number" && id > 0) return id;
    if (typeof id === "string") return positiveInt(id);
  }
  return undefined;
}

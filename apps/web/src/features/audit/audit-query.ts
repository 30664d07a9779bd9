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

const idIn = (side: unknown, field: string): number | undefined => {
  if (side === null || typeof side !== "object" || Array.isArray(side)) return undefined;
  const value = (side as Record<string, unknown>)[field];
  return typeof value === "number"
    ? positiveInt(String(value))
    : positiveInt(typeof value === "string" ? value : null);
};

const levelIn = (side: unknown): "lower" | "upper" | undefined => {
  const level = side !== null && typeof side === "object" ? (side as { level?: unknown }).level : undefined;
  return level === "lower" || level === "upper" ? level : undefined;
};

/**
 * Where the changed record is seen in the app, for a link from the audit page: the record's own
 * page, or the page of what it belongs to (a payment's contract, an account's organisation).
 */
export function recordLink(entry: {
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}): string | undefined {
  const id = positiveInt(entry.entityId);
  const owner = (field: string) => idIn(entry.after, field) ?? idIn(entry.before, field);
  const at = (path: string, n: number | undefined) => (n === undefined ? undefined : `${path}/${n}`);
  switch (entry.entity) {
    case "organisation":
      return at("/tashkilot_bank", id);
    case "organisation_account":
      return at("/tashkilot_bank", owner("organisationId"));
    case "contract":
      return at("/shartnoma_jarayon", id);
    case "payment":
      return at("/shartnoma_jarayon", owner("contractId"));
    case "building":
      return at("/bino_about", id);
    case "floor":
      return at("/floor", id);
    case "unit":
      return at("/sotuv_xonadon", id);
    case "bank_application": {
      // Each level has its own page; the audited row says which.
      const level = levelIn(entry.after) ?? levelIn(entry.before);
      return level && at(level === "upper" ? "/yuqori_bank_in" : "/quyi_bank_in", id);
    }
    default:
      return undefined;
  }
}

import { describe, expect, it } from "vitest";
import { auditChanges, isKnownAction, isKnownField } from "./audit-labels";
import {
  auditFiltersFromParams,
  auditQuery,
  DEFAULT_AUDIT_FILTERS,
  organisationIdOf,
  recordName,
} from "./audit-query";

describe("audit query", () => {
  it("sends only the filters that are set", () => {
    expect(auditQuery(DEFAULT_AUDIT_FILTERS)).toBe("page=1&size=50");
    expect(
      auditQuery({
        ...DEFAULT_AUDIT_FILTERS,
        userId: 4,
        entity: "organisation",
        entityId: " 12 ",
        from: "2026-11-01",
        to: "2026-11-22",
      }),
    ).toBe("page=1&size=50&userId=4&entity=organisation&entityId=12&from=2026-11-01&to=2026-11-22");
  });

  it("reads filters back from the address and ignores junk", () => {
    const filters = {
      ...DEFAULT_AUDIT_FILTERS,
      page: 2,
      userId: 4,
      entity: "bank" as const,
      entityId: "9",
      from: "2026-11-01",
      to: "2026-11-02",
    };
    expect(auditFiltersFromParams(new URLSearchParams(auditQuery(filters)))).toEqual(filters);
    expect(
      auditFiltersFromParams(
        new URLSearchParams("page=-1&size=9999&userId=x&entity=contract&from=22.11.2026"),
      ),
    ).toEqual({ ...DEFAULT_AUDIT_FILTERS, size: 200 });
  });
});

describe("audit rows", () => {
  it("names the record from after, else before", () => {
    expect(recordName(null, { name: "Makon MChJ" })).toBe("Makon MChJ");
    expect(recordName({ accountNumber: "20208000123456789012" }, null)).toBe("20208000123456789012");
    expect(recordName({ id: 1 }, "text")).toBeUndefined();
  });

  it("links organisation and account rows to the organisation", () => {
    expect(organisationIdOf("organisation", "12", null, null)).toBe(12);
    expect(organisationIdOf("organisation_account", "3", { organisationId: 12 }, null)).toBe(12);
    expect(organisationIdOf("organisation_account", "3", null, null)).toBeUndefined();
    expect(organisationIdOf("bank", "3", null, { organisationId: 1 })).toBeUndefined();
  });

  it("knows the shared action and field names, and only those", () => {
    expect(isKnownAction("archive")).toBe(true);
    expect(isKnownAction("toString")).toBe(false);
    expect(isKnownField("stir")).toBe(true);
    expect(isKnownField("constructor")).toBe(false);
  });
});

describe("auditChanges", () => {
  it("leaves out bookkeeping columns and names isPrimary like the history does", () => {
    const before = { id: 3, isPrimary: false, mfo: "00873", updatedAt: "2026-11-01T00:00:00Z" };
    const after = { id: 3, isPrimary: true, mfo: "00873", updatedAt: "2026-11-02T00:00:00Z" };
    expect(auditChanges(before, after)).toEqual([{ field: "primary", before: false, after: true }]);
  });

  it("lists every meaningful field of a created record", () => {
    const after = { id: 9, name: "Yangi", stir: "123456789", createdAt: "2026-11-02T00:00:00Z" };
    expect(auditChanges(null, after).map((c) => c.field)).toEqual(["name", "stir"]);
  });
});

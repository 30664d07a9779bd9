import { describe, expect, it } from "vitest";
import { auditFiltersFromParams, auditQuery, DEFAULT_AUDIT_FILTERS, recordLink } from "./audit-query";

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
        new URLSearchParams("page=-1&size=9999&userId=x&entity=constructor&from=22.11.2026"),
      ),
    ).toEqual({ ...DEFAULT_AUDIT_FILTERS, size: 200 });
  });
});

describe("audit rows", () => {
  const row = (entity: string, entityId: string, before: unknown = null, after: unknown = null) => ({
    entity,
    entityId,
    before,
    after,
  });

  it("links a record to its page, or to the page of what it belongs to", () => {
    expect(recordLink(row("organisation", "12"))).toBe("/tashkilot_bank/12");
    expect(recordLink(row("organisation_account", "3", { organisationId: 12 }))).toBe("/tashkilot_bank/12");
    expect(recordLink(row("contract", "7"))).toBe("/shartnoma_jarayon/7");
    expect(recordLink(row("payment", "40", null, { contractId: 7 }))).toBe("/shartnoma_jarayon/7");
    expect(recordLink(row("building", "2"))).toBe("/bino_about/2");
    expect(recordLink(row("unit", "85"))).toBe("/sotuv_xonadon/85");
    expect(recordLink(row("bank_application", "5", { level: "lower" }, { level: "lower" }))).toBe(
      "/quyi_bank_in/5",
    );
    expect(recordLink(row("bank_application", "6", null, { level: "upper" }))).toBe("/yuqori_bank_in/6");
  });

  it("links nothing it cannot place", () => {
    expect(recordLink(row("organisation_account", "3"))).toBeUndefined();
    expect(recordLink(row("payment", "40", null, { contractId: "x" }))).toBeUndefined();
    expect(recordLink(row("bank", "3", null, { organisationId: 1 }))).toBeUndefined();
    expect(recordLink(row("contract", "0"))).toBeUndefined();
    expect(recordLink(row("login", "901234567"))).toBeUndefined();
    expect(recordLink(row("bank_application", "5", null, { level: "middle" }))).toBeUndefined();
  });
});

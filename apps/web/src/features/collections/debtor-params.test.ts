import { describe, expect, it } from "vitest";
import { caseApiSearch, caseParamsFromSearch, caseSearchEntries, caseSortFromTable } from "./case-params";
import {
  debtorApiSearch,
  debtorParamsFromSearch,
  debtorSearchEntries,
  debtorSortFromTable,
  debtorSortOrder,
} from "./debtor-params";

describe("the debtors tab's address", () => {
  it("reads the filters and drops what is unknown or malformed", () => {
    const p = debtorParamsFromSearch(
      new URLSearchParams(
        "band=31_60&objectId=4&assigneeId=x&status=none,promised,bogus,none&promiseBroken=true&q=Ali&sort=-amount&page=2&size=50",
      ),
    );
    expect(p).toEqual({
      page: 2,
      size: 50,
      q: "Ali",
      band: "31_60",
      objectId: 4,
      assigneeId: undefined,
      statuses: ["none", "promised"],
      promiseBroken: true,
      sort: "-amount",
    });
    expect(debtorParamsFromSearch(new URLSearchParams("band=45&size=33&sort=up"))).toMatchObject({
      band: undefined,
      size: 20,
      sort: "-days",
    });
  });

  it("writes only what differs from the defaults, and the API's query with every page parameter", () => {
    const p = debtorParamsFromSearch(new URLSearchParams("band=90_plus&status=none&page=3"));
    expect(new URLSearchParams(debtorSearchEntries(p)).toString()).toBe("band=90_plus&status=none&page=3");
    expect(debtorApiSearch(p, true)).toBe("band=90_plus&status=none&page=3&size=20&sort=-days");
    // The export takes the same filters and order, every page.
    expect(debtorApiSearch(p, false)).toBe("band=90_plus&status=none&sort=-days");
    expect(debtorSearchEntries(debtorParamsFromSearch(new URLSearchParams()))).toEqual([]);
  });

  it("maps the table's sort to the API's, one-way columns included", () => {
    expect(debtorSortFromTable("amount", "descend")).toBe("-amount");
    expect(debtorSortFromTable("days", "ascend")).toBe("days");
    expect(debtorSortFromTable("contract", "ascend")).toBe("contract");
    expect(debtorSortFromTable("contract", "descend")).toBe("-days");
    expect(debtorSortFromTable("amount", null)).toBe("-days");
    expect(debtorSortOrder("-penalty", "penalty")).toBe("descend");
    expect(debtorSortOrder("-penalty", "amount")).toBeNull();
  });
});

describe("the cases tab's address", () => {
  it("starts on the given view and keeps it out of the address", () => {
    const p = caseParamsFromSearch(new URLSearchParams("status=legal&sort=nextAction"), "mine");
    expect(p).toMatchObject({ view: "mine", status: "legal", sort: "nextAction" });
    expect(caseSearchEntries(p, "mine")).toEqual([
      ["status", "legal"],
      ["sort", "nextAction"],
    ]);
    expect(caseSearchEntries({ ...p, view: "with_director" }, "mine")[0]).toEqual(["view", "with_director"]);
    expect(caseApiSearch(p)).toBe("view=mine&page=1&size=20&status=legal&sort=nextAction");
    expect(caseSortFromTable("days", "descend")).toBe("-days");
    expect(caseSortFromTable("opened", "ascend")).toBe("opened");
  });
});

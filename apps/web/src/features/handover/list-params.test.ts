import { describe, expect, it } from "vitest";
import {
  actIdFromSearch,
  freshParams,
  handoverApiSearch,
  handoverParamsFromSearch,
  handoverSearchEntries,
  sortFromTable,
  sortOrder,
} from "./list-params";

const parse = (query: string) => handoverParamsFromSearch(new URLSearchParams(query));

describe("handover list params", () => {
  it("defaults to the ready tab's eligible view and order", () => {
    expect(parse("")).toEqual(freshParams("ready"));
    expect(parse("").view).toBe("eligible");
    expect(parse("tab=handed").sort).toBe("-date");
  });

  it("reads every filter and drops what is malformed or of another tab", () => {
    const p = parse(
      "tab=handed&view=cadastre_overdue&objectId=3&buildingId=7&q=Ali&sort=client&page=2&size=50",
    );
    expect(p).toEqual({
      tab: "handed",
      view: "cadastre_overdue",
      objectId: 3,
      buildingId: 7,
      q: "Ali",
      sort: "client",
      page: 2,
      size: 50,
    });
    const bad = parse("tab=nope&view=fixed&objectId=-1&buildingId=99999999999&sort=x&page=0&size=7");
    expect(bad).toEqual(freshParams("ready"));
    // A view of another tab is the tab's default.
    expect(parse("tab=appointments&view=fixed").view).toBe("scheduled");
  });

  it("writes only what differs from the tab's defaults, and reads it back the same", () => {
    expect(handoverSearchEntries(freshParams("ready"))).toEqual([]);
    expect(handoverSearchEntries(freshParams("defects"))).toEqual([["tab", "defects"]]);
    const p = { ...freshParams("appointments"), view: "all" as const, q: " Vali ", objectId: 4, page: 3 };
    const entries = handoverSearchEntries(p);
    expect(entries).toEqual([
      ["tab", "appointments"],
      ["view", "all"],
      ["q", "Vali"],
      ["objectId", "4"],
      ["page", "3"],
    ]);
    expect(parse(new URLSearchParams(entries).toString())).toEqual({ ...p, q: "Vali" });
  });

  it("asks the API with the tab, view and order; the export without paging", () => {
    const p = { ...freshParams("handed"), buildingId: 9, page: 2 };
    expect(handoverApiSearch(p, true)).toBe("tab=handed&view=all&buildingId=9&sort=-date&page=2&size=20");
    expect(handoverApiSearch(p, false)).toBe("tab=handed&view=all&buildingId=9&sort=-date");
  });

  it("maps table sorting both ways, a cleared sort back to the tab's default", () => {
    expect(sortFromTable("ready", "client", "descend")).toBe("-client");
    expect(sortFromTable("handed", "number", "ascend")).toBe("number");
    expect(sortFromTable("handed", "date", null)).toBe("-date");
    expect(sortFromTable("ready", "unknown", "ascend")).toBe("date");
    expect(sortOrder("-date", "date")).toBe("descend");
    expect(sortOrder("-date", "client")).toBeNull();
  });

  it("reads the act drawer's id", () => {
    expect(actIdFromSearch(new URLSearchParams("act=12"))).toBe(12);
    expect(actIdFromSearch(new URLSearchParams("act=x"))).toBeNull();
    expect(actIdFromSearch(new URLSearchParams(""))).toBeNull();
  });
});

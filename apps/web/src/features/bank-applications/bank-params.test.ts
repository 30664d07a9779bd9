import { describe, expect, it } from "vitest";
import {
  bankExportSearch,
  bankListSearch,
  bankParamsFromSearch,
  bankSearch,
  hasFilters,
  sortFromTable,
  tableSortOrder,
} from "./bank-params";

const parse = (query: string) => bankParamsFromSearch(new URLSearchParams(query), "mine");

describe("bank list parameters", () => {
  it("gives the defaults for a plain address", () => {
    const params = parse("");
    expect(params).toMatchObject({
      view: "mine",
      page: 1,
      size: 20,
      q: "",
      statuses: [],
      sort: "-statusChanged",
    });
    expect(bankSearch(params, "mine").toString()).toBe("");
  });

  it("reads and writes back every filter", () => {
    const query =
      "view=open&q=A-12&status=new,under_review&bankId=3&objectId=4&managerId=5&minDays=7&sort=amount&page=2&size=50";
    const params = parse(query);
    expect(params).toMatchObject({
      view: "open",
      q: "A-12",
      statuses: ["new", "under_review"],
      bankId: 3,
      objectId: 4,
      managerId: 5,
      minDays: 7,
      sort: "amount",
      page: 2,
      size: 50,
    });
    expect(bankSearch(params, "mine").toString()).toBe(new URLSearchParams(query).toString());
  });

  it("drops what is unknown or malformed", () => {
    const params = parse("view=everything&status=new,lost,new&bankId=-1&minDays=x&size=33&sort=name&page=0");
    expect(params).toMatchObject({
      view: "mine",
      statuses: ["new"],
      bankId: undefined,
      minDays: undefined,
      size: 20,
      sort: "-statusChanged",
      page: 1,
    });
  });

  it("keeps 0 days as a filter", () => {
    expect(parse("minDays=0").minDays).toBe(0);
  });

  it("asks the API with the level and every page parameter, the export without paging", () => {
    const params = parse("view=unassigned&q=%20Ali%20&minDays=5");
    expect(bankListSearch("upper", params)).toBe(
      "level=upper&view=unassigned&page=1&size=20&q=Ali&minDays=5&sort=-statusChanged",
    );
    expect(bankExportSearch("lower", params)).toBe(
      "level=lower&view=unassigned&q=Ali&minDays=5&sort=-statusChanged",
    );
  });

  it("knows when a filter is set", () => {
    expect(hasFilters(parse("view=all"))).toBe(false);
    expect(hasFilters(parse("minDays=0"))).toBe(true);
  });
});

describe("table sorting", () => {
  it("maps days in status to the status change, most days = oldest change", () => {
    expect(sortFromTable("days", "descend")).toBe("statusChanged");
    expect(sortFromTable("days", "ascend")).toBe("-statusChanged");
    expect(sortFromTable("amount", "descend")).toBe("-amount");
    expect(sortFromTable("client", "ascend")).toBe("-statusChanged");
    expect(sortFromTable("amount", null)).toBe("-statusChanged");
  });

  it("shows the API's sort on its column", () => {
    expect(tableSortOrder("-statusChanged", "days")).toBe("ascend");
    expect(tableSortOrder("created", "created")).toBe("ascend");
    expect(tableSortOrder("created", "amount")).toBeNull();
  });
});

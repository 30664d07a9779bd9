import { describe, expect, it } from "vitest";
import {
  dayParam,
  defaultPeriod,
  hasStatsFilters,
  periodPresets,
  type StatsParams,
  statsApiSearch,
  statsParamsFromSearch,
  statsSearchEntries,
} from "./stats-params";

const TODAY = "2026-11-24";
const read = (query: string) => statsParamsFromSearch(new URLSearchParams(query), TODAY);

describe("stats params", () => {
  it("defaults to the clients view and this month so far", () => {
    expect(read("")).toEqual({
      view: "clients",
      from: "2026-11-01",
      to: "2026-11-24",
      objectId: undefined,
      managerId: undefined,
    });
    expect(defaultPeriod("2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-01-01" });
  });

  it("reads the view, period, object and manager", () => {
    expect(read("view=money&from=2026-01-01&to=2026-06-30&objectId=3&managerId=12")).toEqual({
      view: "money",
      from: "2026-01-01",
      to: "2026-06-30",
      objectId: 3,
      managerId: 12,
    });
  });

  it("drops what the API would refuse", () => {
    expect(read("view=pie&objectId=-1&managerId=x")).toMatchObject({
      view: "clients",
      objectId: undefined,
      managerId: undefined,
    });
    // From after to, a day that does not exist, a period past ten years: the default period.
    expect(read("from=2026-05-02&to=2026-05-01")).toMatchObject({ from: "2026-11-01", to: TODAY });
    expect(read("from=2026-02-30&to=2026-03-01")).toMatchObject({ from: "2026-11-01", to: TODAY });
    expect(read("from=2000-01-01&to=2026-01-01")).toMatchObject({ from: "2026-11-01", to: TODAY });
    // A start alone runs to today.
    expect(read("from=2026-09-15")).toMatchObject({ from: "2026-09-15", to: TODAY });
    expect(dayParam("1999-12-31")).toBeUndefined();
    expect(dayParam("2026-12-31")).toBe("2026-12-31");
  });

  it("writes only what differs from the defaults, and reads back the same", () => {
    const base: StatsParams = {
      view: "clients",
      from: "2026-11-01",
      to: TODAY,
      objectId: undefined,
      managerId: undefined,
    };
    expect(statsSearchEntries(base, TODAY)).toEqual([]);
    expect(hasStatsFilters(base, TODAY)).toBe(false);
    const custom: StatsParams = {
      view: "sales",
      from: "2026-01-01",
      to: "2026-03-31",
      objectId: 2,
      managerId: 7,
    };
    const entries = statsSearchEntries(custom, TODAY);
    expect(entries).toEqual([
      ["view", "sales"],
      ["from", "2026-01-01"],
      ["to", "2026-03-31"],
      ["objectId", "2"],
      ["managerId", "7"],
    ]);
    expect(statsParamsFromSearch(new URLSearchParams(entries), TODAY)).toEqual(custom);
    expect(hasStatsFilters(custom, TODAY)).toBe(true);
  });

  it("always spells out the period to the API", () => {
    const p = { from: "2026-11-01", to: TODAY, objectId: 4, managerId: undefined };
    expect(statsApiSearch(p)).toBe("from=2026-11-01&to=2026-11-24&objectId=4");
    expect(statsApiSearch(p, [["figure", "sales"]])).toBe(
      "from=2026-11-01&to=2026-11-24&objectId=4&figure=sales",
    );
  });
});

describe("periodPresets", () => {
  it("gives whole months ending today or at last month's end", () => {
    const presets = Object.fromEntries(periodPresets("2026-03-15").map((p) => [p.key, [p.from, p.to]]));
    expect(presets).toEqual({
      thisMonth: ["2026-03-01", "2026-03-15"],
      lastMonth: ["2026-02-01", "2026-02-28"],
      last3Months: ["2026-01-01", "2026-03-15"],
      last12Months: ["2025-04-01", "2026-03-15"],
      thisYear: ["2026-01-01", "2026-03-15"],
    });
  });
});

import { describe, expect, it } from "vitest";
import {
  bazaExportSearch,
  bazaListSearch,
  bazaParamsFromSearch,
  bazaSearch,
  DEFAULT_BAZA_PARAMS,
  formatArea,
  sortFromTable,
  tableSortOrder,
} from "./baza-params";

describe("baza params", () => {
  it("reads an empty query as the defaults and writes the defaults as an empty query", () => {
    expect(bazaParamsFromSearch(new URLSearchParams())).toEqual(DEFAULT_BAZA_PARAMS);
    expect(bazaSearch(DEFAULT_BAZA_PARAMS)).toBe("");
  });

  it("round-trips every filter through the address bar", () => {
    const params = {
      ...DEFAULT_BAZA_PARAMS,
      page: 3,
      size: 100,
      q: "Karimov",
      objectId: 2,
      buildingId: 5,
      statuses: ["booked" as const, "sold" as const],
      rooms: 2,
      priceMin: 300_000_000,
      priceMax: 900_000_000,
      areaMin: 40.5,
      areaMax: 80,
      includeArchived: true,
      sort: "-price" as const,
    };
    const search = bazaSearch(params);
    expect(search).toContain("status=booked%2Csold");
    expect(bazaParamsFromSearch(new URLSearchParams(search))).toEqual(params);
  });

  it("drops malformed values instead of sending them", () => {
    const params = bazaParamsFromSearch(
      new URLSearchParams(
        "page=-1&size=7&objectId=abc&status=sold,bogus,sold&rooms=99&areaMin=x&sort=name&includeArchived=1",
      ),
    );
    expect(params).toEqual({ ...DEFAULT_BAZA_PARAMS, statuses: ["sold"] });
  });

  it("sends page, size and sort to the list, but no paging to the export", () => {
    const params = { ...DEFAULT_BAZA_PARAMS, q: "  12 ", statuses: ["available" as const] };
    expect(bazaListSearch(params)).toBe("page=1&size=50&q=12&status=available&sort=number");
    expect(bazaExportSearch(params)).toBe("q=12&status=available&sort=number");
  });

  it("maps antd's sorter to the API's sort and back", () => {
    expect(sortFromTable("price", "descend")).toBe("-price");
    expect(sortFromTable("area", "ascend")).toBe("area");
    expect(sortFromTable("price", null)).toBe("number");
    expect(sortFromTable("clientName", "ascend")).toBe("number");
    expect(tableSortOrder("-price", "price")).toBe("descend");
    expect(tableSortOrder("price", "price")).toBe("ascend");
    expect(tableSortOrder("price", "area")).toBeNull();
  });

  it("formats areas with a decimal comma", () => {
    expect(formatArea(58.3)).toBe("58,3\u00a0m²");
    expect(formatArea(72)).toBe("72\u00a0m²");
    expect(formatArea(41.25)).toBe("41,3\u00a0m²");
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_PARAMS, exportSearch, listSearch, sortFromTable, tableSortOrder } from "./list-params";

describe("listSearch", () => {
  it("sends paging and sort, and leaves out empty filters", () => {
    expect(listSearch(DEFAULT_LIST_PARAMS)).toBe("page=1&size=20&sort=name");
  });

  it("sends every filter that is set, trimming the search", () => {
    expect(
      listSearch({
        ...DEFAULT_LIST_PARAMS,
        page: 3,
        q: "  Ali ",
        active: "false",
        role: "Direktor",
        sectionId: 4,
      }),
    ).toBe("page=3&size=20&q=Ali&active=false&role=Direktor&sectionId=4&sort=name");
  });
});

describe("exportSearch", () => {
  it("sends the filters and the order, not the page", () => {
    expect(exportSearch({ ...DEFAULT_LIST_PARAMS, page: 5, q: "oʻ", active: "true", sort: "-phone" })).toBe(
      "q=o%CA%BB&active=true&sort=-phone",
    );
  });
});

describe("sorting", () => {
  it("maps antd's sorter to the API's sort and back", () => {
    expect(sortFromTable("phone", "ascend")).toBe("phone");
    expect(sortFromTable("lastLoginAt", "descend")).toBe("-lastLoginAt");
    expect(sortFromTable("phone", null)).toBe("name");
    expect(sortFromTable("role", "ascend")).toBe("name");
    expect(tableSortOrder("-phone", "phone")).toBe("descend");
    expect(tableSortOrder("name", "name")).toBe("ascend");
    expect(tableSortOrder("name", "phone")).toBeNull();
  });
});

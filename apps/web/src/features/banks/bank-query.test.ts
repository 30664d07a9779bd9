import { describe, expect, it } from "vitest";
import { bankQuery, bankSort, bankSortOrder, DEFAULT_BANK_FILTERS } from "./bank-query";

describe("bank list query", () => {
  it("sends paging and sort, and parentId=0 for head offices only", () => {
    expect(bankQuery(DEFAULT_BANK_FILTERS)).toBe("page=1&size=20&sort=name");
    expect(bankQuery({ ...DEFAULT_BANK_FILTERS, q: " xalq ", headOfficesOnly: true, sort: "-mfo" })).toBe(
      "page=1&size=20&q=xalq&sort=-mfo&parentId=0",
    );
  });

  it("maps antd's sorter both ways", () => {
    expect(bankSort("mfo", "descend")).toBe("-mfo");
    expect(bankSort("name", "ascend")).toBe("name");
    expect(bankSort("mfo", undefined)).toBe("name");
    expect(bankSortOrder("-mfo", "mfo")).toBe("descend");
    expect(bankSortOrder("-mfo", "name")).toBeNull();
  });
});

import { formatDate } from "@makon/shared";
import { describe, expect, it } from "vitest";
import {
  contractExportSearch,
  contractListSearch,
  contractParamsFromSearch,
  contractSearch,
  DEFAULT_CONTRACT_PARAMS,
  sortFromTable,
  tableSortOrder,
} from "./contract-params";

const IN_PROGRESS = ["draft", "in_process", "bank_lower", "bank_upper"] as const;

describe("contract list parameters", () => {
  it("reads the address, dropping what is malformed or outside the screen's statuses", () => {
    const params = contractParamsFromSearch(
      new URLSearchParams(
        "q=2026-0001&status=refused,in_process,in_process&managerId=x&objectId=3&paymentType=cash&overdue=true&sort=nextDue&page=2&size=7",
      ),
      IN_PROGRESS,
    );
    expect(params).toEqual({
      ...DEFAULT_CONTRACT_PARAMS,
      q: "2026-0001",
      statuses: ["in_process"],
      objectId: 3,
      overdue: true,
      sort: "nextDue",
      page: 2,
    });
  });

  it("keeps the address short and sends the screen's statuses when none is picked", () => {
    expect(contractSearch(DEFAULT_CONTRACT_PARAMS).toString()).toBe("");
    const params = { ...DEFAULT_CONTRACT_PARAMS, objectId: 4, overdue: true };
    expect(contractSearch(params).toString()).toBe("objectId=4&overdue=true");
    expect(contractListSearch(params, IN_PROGRESS)).toBe(
      "page=1&size=20&status=draft%2Cin_process%2Cbank_lower%2Cbank_upper&objectId=4&overdue=true&sort=-date",
    );
    expect(contractExportSearch({ ...params, statuses: ["bank_lower"] }, IN_PROGRESS)).toBe(
      "status=bank_lower&objectId=4&overdue=true&sort=-date",
    );
  });

  it("maps the table's sort to CONTRACT_SORTS and back", () => {
    expect(sortFromTable("total", "descend")).toBe("-total");
    expect(sortFromTable("nextDue", "descend")).toBe("-date");
    expect(sortFromTable("date", null)).toBe("-date");
    expect(tableSortOrder("-date", "date")).toBe("descend");
    expect(tableSortOrder("nextDue", "nextDue")).toBe("ascend");
    expect(formatDate("2026-11-05")).toBe("05.11.2026");
  });
});

describe("the desk's work filter (papers)", () => {
  it("reads a known value from the address, drops an unknown one, and sends it to the list", () => {
    const allowed = ["draft", "in_process"] as const;
    const params = contractParamsFromSearch(new URLSearchParams("papers=ready_to_conclude"), allowed);
    expect(params.papers).toBe("ready_to_conclude");
    expect(contractSearch(params).toString()).toBe("papers=ready_to_conclude");
    expect(contractListSearch(params, allowed)).toContain("papers=ready_to_conclude");
    expect(
      contractParamsFromSearch(new URLSearchParams("papers=everything"), allowed).papers,
    ).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import {
  approvalRate,
  clientShortfall,
  daysInStatus,
  missingRequired,
  nextStepOf,
  statusRoad,
} from "./bank-status";

describe("daysInStatus", () => {
  const now = Date.parse("2026-11-24T10:00:00Z"); // 15:00 in Tashkent

  it("counts Tashkent calendar days, 0 on the day the status was entered", () => {
    expect(daysInStatus("2026-11-24T01:00:00Z", now)).toBe(0);
    expect(daysInStatus("2026-11-23T10:00:00Z", now)).toBe(1);
    expect(daysInStatus("2026-11-14T10:00:00Z", now)).toBe(10);
  });

  it("uses Tashkent midnight, not the browser's or UTC", () => {
    // 19:30 UTC on the 23rd is 00:30 on the 24th in Tashkent: the same day as now.
    expect(daysInStatus("2026-11-23T19:30:00Z", now)).toBe(0);
    // 18:59 UTC on the 23rd is still the 23rd in Tashkent.
    expect(daysInStatus("2026-11-23T18:59:00Z", now)).toBe(1);
  });

  it("never goes below 0 and rejects a bad value", () => {
    expect(daysInStatus("2026-11-25T10:00:00Z", now)).toBe(0);
    expect(daysInStatus("yesterday", now)).toBeNull();
  });
});

describe("nextStepOf", () => {
  it("names what the desk does next", () => {
    expect(nextStepOf("new", "lower")).toBe("collectDocuments");
    expect(nextStepOf("documents_submitted", "upper")).toBe("sendForReview");
    expect(nextStepOf("under_review", "lower")).toBe("awaitDecision");
  });

  it("waits for the money only at head office", () => {
    expect(nextStepOf("approved", "upper")).toBe("awaitMoney");
    expect(nextStepOf("approved", "lower")).toBeNull();
  });

  it("has nothing due once it is over", () => {
    expect(nextStepOf("rejected", "lower")).toBeNull();
    expect(nextStepOf("funded", "upper")).toBeNull();
  });
});

describe("missingRequired", () => {
  it("lists the required papers not uploaded, in checklist order", () => {
    expect(missingRequired([])).toEqual(["passport", "income", "preliminary_contract"]);
    expect(missingRequired([{ kind: "income" }, { kind: "other" }])).toEqual([
      "passport",
      "preliminary_contract",
    ]);
    expect(
      missingRequired([{ kind: "preliminary_contract" }, { kind: "passport" }, { kind: "income" }]),
    ).toEqual([]);
  });
});

describe("statusRoad", () => {
  it("ends at approval at the branch and at the money at head office", () => {
    expect(statusRoad("lower", "new", false)).toEqual([
      "new",
      "documents_submitted",
      "under_review",
      "approved",
    ]);
    expect(statusRoad("upper", "approved", true)).toEqual([
      "new",
      "documents_submitted",
      "under_review",
      "approved",
      "funded",
    ]);
  });

  it("ends at the rejection, skipping what a rejection before the papers never reached", () => {
    expect(statusRoad("upper", "rejected", true)).toEqual([
      "new",
      "documents_submitted",
      "under_review",
      "rejected",
    ]);
    expect(statusRoad("lower", "rejected", false)).toEqual(["new", "rejected"]);
  });
});

describe("clientShortfall", () => {
  it("is what the bank did not lend", () => {
    expect(clientShortfall(500_000_000, 420_000_000)).toBe(80_000_000);
    expect(clientShortfall(500_000_000, 500_000_000)).toBe(0);
    expect(clientShortfall(500_000_000, null)).toBe(0);
  });
});

describe("approvalRate", () => {
  it("is the approved share of the decided, rounded", () => {
    expect(approvalRate(5, 6)).toBe("83\u00a0%");
    expect(approvalRate(0, 3)).toBe("0\u00a0%");
    expect(approvalRate(0, 0)).toBe("—");
  });
});

import { describe, expect, it } from "vitest";
import { archiveTransition } from "./archive";

describe("archiveTransition", () => {
  const then = new Date("2026-01-01T00:00:00Z");
  it("archives once, keeping the first date", () => {
    expect(archiveTransition(null, true).action).toBe("archive");
    expect(archiveTransition(then, true)).toEqual({ archivedAt: then, action: "update" });
  });
  it("restores only what is archived", () => {
    expect(archiveTransition(then, false)).toEqual({ archivedAt: null, action: "restore" });
    expect(archiveTransition(null, false)).toEqual({ archivedAt: null, action: "update" });
  });
  it("leaves the date alone when not asked", () => {
    expect(archiveTransition(then, undefined)).toEqual({ archivedAt: then, action: "update" });
  });
});

import { describe, expect, it } from "vitest";
import { hasAccess } from "./access";

const user = { pagesDostup: ["home", "sotuv"], dostup: ["unit_book"] };

describe("hasAccess", () => {
  it("grants with any one of the listed page keys", () => {
    expect(hasAccess(user, { pages: ["contract", "sotuv"] })).toBe(true);
    expect(hasAccess(user, { pages: ["contract"] })).toBe(false);
  });
  it("grants with any one of the listed action keys", () => {
    expect(hasAccess(user, { actions: ["unit_book"] })).toBe(true);
    expect(hasAccess(user, { actions: ["payment_create"] })).toBe(false);
  });
  it("allActions must all be held on top of a page or action", () => {
    expect(hasAccess(user, { pages: ["sotuv"], allActions: ["unit_book"] })).toBe(true);
    expect(hasAccess(user, { pages: ["sotuv"], allActions: ["unit_book", "export_excel"] })).toBe(false);
    expect(hasAccess(user, { allActions: ["unit_book"] })).toBe(false);
  });
  it("an empty declaration grants nothing", () => {
    expect(hasAccess(user, {})).toBe(false);
    expect(hasAccess(user, { pages: [], actions: [] })).toBe(false);
  });
});

import { ACTION_AREAS, ACTION_KEYS, findRolePreset, PAGE_AREAS, PAGE_KEYS } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { SHELL_ROUTES } from "../../app/routes";
import {
  areaState,
  DETAIL_PAGE_PARENTS,
  detailsUnderParents,
  orderActions,
  orderPages,
  rightsFromPreset,
  sameKeys,
  selfLocks,
  setArea,
  toggleKey,
} from "./rights";

describe("toggleKey", () => {
  it("adds a key once and removes it", () => {
    expect(toggleKey(["home"], "sotuv", true, [])).toEqual(["home", "sotuv"]);
    expect(toggleKey(["home", "sotuv"], "sotuv", true, [])).toEqual(["home", "sotuv"]);
    expect(toggleKey(["home", "sotuv"], "home", false, [])).toEqual(["sotuv"]);
  });

  it("keeps a locked key ticked", () => {
    expect(toggleKey(["add_employee"], "add_employee", false, ["add_employee"])).toEqual(["add_employee"]);
  });
});

describe("setArea", () => {
  const admin = ["add_employee", "add_bolim", "tashkilotlar"];

  it("ticks every key of the area", () => {
    expect(setArea(["home"], admin, true, []).sort()).toEqual([
      "add_bolim",
      "add_employee",
      "home",
      "tashkilotlar",
    ]);
  });

  it("unticks the area but keeps keys of other areas and locked keys", () => {
    expect(setArea(["home", "add_employee", "add_bolim"], admin, false, ["add_employee"])).toEqual([
      "home",
      "add_employee",
    ]);
  });
});

describe("areaState", () => {
  it("is unticked, indeterminate or ticked", () => {
    expect(areaState([], ["a", "b"])).toEqual({ checked: false, indeterminate: false });
    expect(areaState(["a"], ["a", "b"])).toEqual({ checked: false, indeterminate: true });
    expect(areaState(["b", "a", "x"], ["a", "b"])).toEqual({ checked: true, indeterminate: false });
  });
});

describe("rightsFromPreset", () => {
  it("copies a preset's pages and actions in catalogue order", () => {
    const sales = findRolePreset("sales")!;
    const rights = rightsFromPreset(sales);
    expect(sameKeys(rights.pagesDostup, sales.pages)).toBe(true);
    expect(sameKeys(rights.dostup, sales.actions)).toBe(true);
    expect(rights.pagesDostup).toEqual(orderPages(sales.pages));
  });

  it("keeps the locked keys even when the preset lacks them", () => {
    const rights = rightsFromPreset(findRolePreset("reception")!, {
      pages: ["add_employee"],
      actions: ["user_manage"],
    });
    expect(rights.pagesDostup).toContain("add_employee");
    expect(rights.dostup).toContain("user_manage");
  });
});

describe("selfLocks", () => {
  it("locks the right to manage users only when held", () => {
    expect(selfLocks({ pagesDostup: ["home", "add_employee"], dostup: ["user_manage"] })).toEqual({
      pages: ["add_employee"],
      actions: ["user_manage"],
    });
    expect(selfLocks({ pagesDostup: ["home"], dostup: [] })).toEqual({ pages: [], actions: [] });
  });
});

describe("ordering", () => {
  it("sorts by the catalogue and keeps unknown keys last", () => {
    expect(orderPages(["sotuv", "old_page", "home"])).toEqual(["home", "sotuv", "old_page"]);
    expect(orderActions(["export_excel", "client_create"])).toEqual(["client_create", "export_excel"]);
  });
});

describe("catalogue", () => {
  it("puts every page key and action key in exactly one area", () => {
    const pages = PAGE_AREAS.flatMap((a) => a.keys);
    expect([...pages].sort()).toEqual([...PAGE_KEYS].sort());
    const actions = ACTION_AREAS.flatMap((a) => a.keys);
    expect([...actions].sort()).toEqual([...ACTION_KEYS].sort());
  });

  it("knows every detail page of the route table, with its menu page as parent", () => {
    const details = SHELL_ROUTES.filter((r) => r.path.includes(":") || r.menu);
    for (const route of details) expect(DETAIL_PAGE_PARENTS[route.key]).toBe(route.menu);
    expect(Object.keys(DETAIL_PAGE_PARENTS).sort()).toEqual(details.map((r) => r.key).sort());
  });
});

describe("detailsUnderParents", () => {
  it("puts detail pages right under their list page", () => {
    expect(detailsUnderParents(["obyects", "info_add", "bino", "bino_about", "floor"])).toEqual([
      "obyects",
      "bino",
      "bino_about",
      "floor",
      "info_add",
    ]);
    expect(detailsUnderParents(["quyi_bank", "quyi_bank_in", "quyi_bank_boss"])).toEqual([
      "quyi_bank",
      "quyi_bank_in",
      "quyi_bank_boss",
    ]);
  });

  it("keeps a detail page whose list page is in another area", () => {
    expect(detailsUnderParents(["tashkilot_bank", "audit"])).toEqual(["tashkilot_bank", "audit"]);
  });

  it("keeps every key of every area", () => {
    for (const { keys } of PAGE_AREAS)
      expect([...detailsUnderParents(keys)].sort()).toEqual([...keys].sort());
  });
});

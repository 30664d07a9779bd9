import type { Section } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { SHELL_ROUTES } from "../../app/routes";
import {
  byOrder,
  checkOrder,
  checkSectionName,
  createSectionBody,
  NOT_SECTION_PATHS,
  nextOrder,
  pathChoices,
  searchSections,
  sectionFormValues,
  updateSectionBody,
} from "./section-form";

const section = (id: number, path: string, order: number, name = path): Section => ({
  id,
  path,
  name,
  icon: "team",
  order,
});

describe("pathChoices", () => {
  const sections = [section(1, "sotuv", 10), section(2, "/baza", 20)];

  it("offers neither used paths nor home nor detail pages", () => {
    const choices = pathChoices(sections, null);
    expect(choices).not.toContain("sotuv");
    expect(choices).not.toContain("baza");
    expect(choices).not.toContain("home");
    expect(choices).not.toContain("sotuv_bino");
    expect(choices).toContain("reciption");
    expect(choices).toContain("audit");
  });

  it("keeps the edited section's own path", () => {
    expect(pathChoices(sections, "/baza")).toContain("baza");
  });
});

describe("NOT_SECTION_PATHS", () => {
  it("is home plus every route that is not a list page of its own", () => {
    const details = SHELL_ROUTES.filter((r) => r.path.includes(":") || r.menu).map((r) => r.key);
    expect([...NOT_SECTION_PATHS].sort()).toEqual(["home", ...details].sort());
  });
});

describe("searchSections", () => {
  const sections = [
    section(1, "reciption", 10, "Qabulxona"),
    section(2, "otkaz_shartnoma", 20, "Rad etilganlar"),
  ];
  const title = (path: string) => (path === "otkaz_shartnoma" ? "Rad etilgan shartnomalar" : "Qabulxona");

  it("finds by name, path or the page title, whatever the apostrophes or script", () => {
    expect(searchSections(sections, "qabul", title).map((s) => s.id)).toEqual([1]);
    expect(searchSections(sections, "otkaz", title).map((s) => s.id)).toEqual([2]);
    expect(searchSections(sections, "ШАРТНОМА", title).map((s) => s.id)).toEqual([2]);
    expect(searchSections(sections, "  ", title)).toHaveLength(2);
  });
});

describe("ordering", () => {
  it("sorts by order then id, and suggests the next ten", () => {
    expect(byOrder([section(2, "a", 5), section(1, "b", 5), section(3, "c", 1)]).map((s) => s.id)).toEqual([
      3, 1, 2,
    ]);
    expect(nextOrder([])).toBe(10);
    expect(nextOrder([section(1, "a", 150)])).toBe(160);
    expect(nextOrder([section(1, "a", 155)])).toBe(160);
  });
});

describe("checks and bodies", () => {
  it("validates the name and order", () => {
    expect(checkSectionName("")).toBe("nameRequired");
    expect(checkSectionName("A")).toBe("NAME_TOO_SHORT");
    expect(checkSectionName("x".repeat(61))).toBe("NAME_TOO_LONG");
    expect(checkOrder(null)).toBe("orderRequired");
    expect(checkOrder(-1)).toBe("ORDER_RANGE");
    expect(checkOrder(1.5)).toBe("ORDER_RANGE");
    expect(checkOrder(10_000)).toBeUndefined();
  });

  it("builds the create body and the changed fields of an edit", () => {
    expect(createSectionBody({ path: "audit", name: " Tarix ", icon: "audit", order: 5 })).toEqual({
      path: "audit",
      name: "Tarix",
      icon: "audit",
      order: 5,
    });
    expect(createSectionBody({ path: undefined, name: "x", icon: "audit", order: 5 })).toBeUndefined();
    const original = section(4, "/sotuv", 10, "Sotuv");
    expect(updateSectionBody(original, sectionFormValues(original, []))).toEqual({});
    expect(updateSectionBody(original, { path: "sotuv", name: "Savdo", icon: "shop", order: 10 })).toEqual({
      name: "Savdo",
      icon: "shop",
    });
  });
});

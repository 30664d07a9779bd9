import type { Section } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { buildMenuEntries } from "./menu-entries";

const section = (id: number, path: string, order: number): Section => ({
  id,
  path,
  name: `Section ${path}`,
  icon: "team",
  order,
});

describe("buildMenuEntries", () => {
  const sections = [section(1, "sotuv", 2), section(2, "reciption", 1), section(3, "baza", 3)];

  it("lists home, the sections by order and the fixed entries the user may open", () => {
    const entries = buildMenuEntries(sections, [
      "home",
      "reciption",
      "sotuv",
      "baza",
      "obyects",
      "add_employee",
    ]);
    expect(entries.map((e) => e.key)).toEqual([
      "home",
      "reciption",
      "sotuv",
      "baza",
      "add_employee",
      "obyects",
    ]);
    expect(entries[1]).toMatchObject({
      path: "/reciption",
      label: { text: "Section reciption" },
      icon: "team",
    });
  });

  it("hides every entry whose key is missing from pagesDostup, home included", () => {
    const entries = buildMenuEntries(sections, ["sotuv", "info_add"]);
    expect(entries.map((e) => e.key)).toEqual(["sotuv", "info_add"]);
  });

  it("shows nothing to a user without rights", () => {
    expect(buildMenuEntries(sections, [])).toEqual([]);
  });

  it("shows a key once when a section repeats a fixed entry", () => {
    const entries = buildMenuEntries([section(9, "obyects", 1)], ["obyects"]);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.label).toEqual({ text: "Section obyects" });
  });

  it("ends with the change history (audit) for a user who may open it", () => {
    const entries = buildMenuEntries(sections, ["home", "tashkilotlar", "info_add", "audit"]);
    expect(entries.map((e) => e.key)).toEqual(["home", "tashkilotlar", "info_add", "audit"]);
    expect(entries.at(-1)).toEqual({
      key: "audit",
      path: "/audit",
      label: { textKey: "audit" },
      icon: "file-text",
    });
    expect(buildMenuEntries(sections, ["home", "info_add"]).map((e) => e.key)).not.toContain("audit");
  });

  it("links a section to /{path}", () => {
    const entries = buildMenuEntries([section(4, "/call_center", 1)], ["call_center"]);
    expect(entries[0]?.path).toBe("/call_center");
  });
});

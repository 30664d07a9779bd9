import { PAGE_KEYS } from "@makon/shared";
import { describe, expect, it } from "vitest";
import { SHELL_ROUTES } from "./routes";

describe("route table", () => {
  it("has exactly one route per page key", () => {
    const keys = SHELL_ROUTES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...PAGE_KEYS].sort());
  });

  it("names each route after its page key", () => {
    for (const route of SHELL_ROUTES) {
      if (route.key === "home") expect(route.path).toBe("/");
      else if (route.key === "undiruv-actions") expect(route.path).toBe("/undiruv/:id/actions");
      else expect(route.path.split("/")[1]).toBe(route.key);
    }
  });

  it("highlights a menu entry that is itself a route", () => {
    const keys = new Set(SHELL_ROUTES.map((r) => r.key));
    for (const route of SHELL_ROUTES) if (route.menu) expect(keys.has(route.menu)).toBe(true);
  });
});

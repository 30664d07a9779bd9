import { describe, expect, it } from "vitest";
import { ROLE_PRESETS } from "./roles";
import { doesWork, type Work } from "./works";

const preset = (role: string) => {
  const p = ROLE_PRESETS.find((r) => r.role === role);
  if (!p) throw new Error(role);
  return { pagesDostup: p.pages, dostup: p.actions };
};

describe("doesWork: who a 'choose an employee' list offers", () => {
  it("offers each work's own people, never the administrator or the director", () => {
    const offered = (work: Work) =>
      ROLE_PRESETS.filter((p) => doesWork(preset(p.role), work)).map((p) => p.role);
    expect(offered("sales")).toEqual(["sales"]);
    expect(offered("bank_lower")).toEqual(["bank_lower", "bank_lower_boss"]);
    expect(offered("bank_upper")).toEqual(["bank_upper", "bank_upper_boss"]);
    expect(offered("collections")).toEqual(["collections"]);
  });

  it("leaves out an inactive employee", () => {
    expect(doesWork({ ...preset("sales"), active: false }, "sales")).toBe(false);
  });
});

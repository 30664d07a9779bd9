import { describe, expect, it } from "vitest";
import { activeMenuKey } from "./active-menu-key";

describe("activeMenuKey", () => {
  it("highlights a list page's own entry", () => {
    expect(activeMenuKey("/")).toBe("home");
    expect(activeMenuKey("/reciption")).toBe("reciption");
  });

  it("highlights the list page of a detail page", () => {
    expect(activeMenuKey("/sotuv_bino/7")).toBe("sotuv");
    expect(activeMenuKey("/undiruv/3/actions")).toBe("undiruv");
    expect(activeMenuKey("/tashkilot_bank/2")).toBe("tashkilotlar");
  });

  it("highlights nothing for an unknown path", () => {
    expect(activeMenuKey("/nowhere")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import {
  clientExportSearch,
  clientListSearch,
  clientParamsFromSearch,
  clientSearch,
  DEFAULT_CLIENT_PARAMS,
  openClientId,
  sortFromTable,
  tableSortOrder,
} from "./client-params";

describe("client list params", () => {
  it("reads the address and drops what is malformed", () => {
    const p = clientParamsFromSearch(
      new URLSearchParams(
        "q=Алишер&step=booked&source=nope&from=2026-11-01&to=bad&basket=true&sort=name&page=3&size=7",
      ),
    );
    expect(p).toMatchObject({
      q: "Алишер",
      step: "booked",
      source: undefined,
      from: "2026-11-01",
      to: undefined,
    });
    expect(p).toMatchObject({
      basket: true,
      blacklisted: false,
      sort: "name",
      page: 3,
      size: DEFAULT_CLIENT_PARAMS.size,
    });
  });

  it("writes only what differs from the defaults and keeps the open card", () => {
    expect(clientSearch(DEFAULT_CLIENT_PARAMS).toString()).toBe("");
    const keep = new URLSearchParams("client=12&q=x");
    const next = clientSearch({ ...DEFAULT_CLIENT_PARAMS, q: " 90 123 ", blacklisted: true, page: 2 }, keep);
    expect(next.toString()).toBe("q=90+123&blacklisted=true&page=2&client=12");
    expect(openClientId(next)).toBe(12);
    expect(openClientId(new URLSearchParams("client=abc"))).toBeNull();
  });

  it("spells out the API's list and export queries with the scope", () => {
    const p = { ...DEFAULT_CLIENT_PARAMS, step: "new" as const, from: "2026-11-01", to: "2026-11-22" };
    expect(clientListSearch(p, "intake")).toBe(
      "page=1&size=20&scope=intake&step=new&from=2026-11-01&to=2026-11-22&sort=-created",
    );
    expect(clientExportSearch(p, "calls")).toBe(
      "scope=calls&step=new&from=2026-11-01&to=2026-11-22&sort=-created",
    );
  });

  it("maps table sorting onto the API's sorts", () => {
    expect(sortFromTable("name", "descend")).toBe("-name");
    expect(sortFromTable("nextCall", "ascend")).toBe("nextCall");
    expect(sortFromTable("nextCall", "descend")).toBe("-created");
    expect(sortFromTable("phone", "ascend")).toBe("-created");
    expect(tableSortOrder("-lastCall", "lastCall")).toBe("descend");
    expect(tableSortOrder("-created", "name")).toBeNull();
  });
});

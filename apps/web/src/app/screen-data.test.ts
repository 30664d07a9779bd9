import type { CurrentUser } from "@makon/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScreenDataContext } from "../pages/screen-props";
import { noteScreenData, startScreenData } from "./screen-data";

const user = { id: 7, name: "Dilnoza", pagesDostup: ["obyects"], dostup: [] } as unknown as CurrentUser;

/** No server here: every request is answered with an empty object and noted. */
const answered = () =>
  vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(
      async () => new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
    );

describe("a screen's first requests, started as it opens", () => {
  let fetch: ReturnType<typeof answered>;
  beforeEach(() => {
    fetch = answered();
  });
  afterEach(() => fetch.mockRestore());

  it("start at once, with the address, when the screen's code is in", () => {
    const seen: ScreenDataContext[] = [];
    noteScreenData("tashkilot_bank", (ctx) => seen.push(ctx));
    startScreenData("tashkilot_bank", { id: "12" }, "?tab=banks&page=2", user);
    // Synchronously: before React goes on to render the screen.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params).toEqual({ id: "12" });
    expect(seen[0]?.search.get("tab")).toBe("banks");
    expect(seen[0]?.search.get("page")).toBe("2");
    expect(seen[0]?.user.id).toBe(7);
  });

  it("start when the code arrives, when it is not in yet", async () => {
    // The real objects screen, loaded on demand: its screenData asks for the page its address names.
    const module = await import("../pages/property/objects-page");
    const spy = vi.spyOn(module, "screenData");
    startScreenData("obyects", {}, "?archived=true", user);
    await vi.waitFor(() => expect(spy).toHaveBeenCalled(), { timeout: 30_000 });
    spy.mockRestore();
  }, 60_000);

  it("asks under the keys the screen's own hooks read", async () => {
    const { queryClient } = await import("./query-client");
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        async () => new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
      );
    const { screenData } = await import("../pages/property/objects-page");
    const { objectParamsFromSearch } = await import("../features/property/objects");
    const search = new URLSearchParams("archived=true&page=3");
    screenData({ pageKey: "obyects", params: {}, search, user, client: queryClient });
    // The objects list's hook reads ["objects", "list", params] with the params its page derives.
    expect(queryClient.getQueryState(["objects", "list", objectParamsFromSearch(search)])).toBeDefined();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(
      fetch.mock.calls.some(
        ([url]) => String(url).includes("/api/obyekt?") && String(url).includes("page=3"),
      ),
    ).toBe(true);
    fetch.mockRestore();
  }, 60_000);

  it("a failing head start is no error: the screen's hooks ask and report", () => {
    noteScreenData("tashkilot_bank", () => {
      throw new Error("bad address");
    });
    expect(() => startScreenData("tashkilot_bank", {}, "", user)).not.toThrow();
  });
});

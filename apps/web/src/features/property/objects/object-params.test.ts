import { describe, expect, it } from "vitest";
import { DEFAULT_OBJECT_PARAMS, objectParamsFromSearch, objectQuery, objectSearch } from "./object-params";

describe("objectParamsFromSearch", () => {
  it("reads the address bar and falls back to the defaults for anything malformed", () => {
    expect(objectParamsFromSearch(new URLSearchParams(""))).toEqual(DEFAULT_OBJECT_PARAMS);
    expect(objectParamsFromSearch(new URLSearchParams("page=3&size=50&q=%20Makon%20&archived=true"))).toEqual(
      { page: 3, size: 50, q: "Makon", archived: "true" },
    );
    expect(objectParamsFromSearch(new URLSearchParams("page=0&size=999&archived=yes"))).toEqual(
      DEFAULT_OBJECT_PARAMS,
    );
    expect(objectParamsFromSearch(new URLSearchParams("page=-2&size=1.5"))).toEqual(DEFAULT_OBJECT_PARAMS);
  });
});

describe("objectSearch", () => {
  it("leaves the defaults out and round-trips through the parser", () => {
    expect(objectSearch(DEFAULT_OBJECT_PARAMS)).toEqual({});
    const params = { page: 2, size: 10, q: "Chilonzor", archived: "all" as const };
    expect(objectParamsFromSearch(new URLSearchParams(objectSearch(params)))).toEqual(params);
  });
});

describe("objectQuery", () => {
  it("always sends paging and the archive filter, the search only when typed", () => {
    expect(objectQuery(DEFAULT_OBJECT_PARAMS)).toBe("page=1&size=20&archived=false");
    expect(objectQuery({ page: 2, size: 20, q: " blok ", archived: "all" })).toBe(
      "page=2&size=20&archived=all&q=blok",
    );
  });
});

import { describe, expect, it } from "vitest";
import { choice, choiceOr, decimal, defineList, flag, id, int, list, text } from "./list-params";

const STATUSES = ["new", "done", "lost"] as const;
const SORTS = ["-created", "created", "name", "-name", "due"] as const;

const sample = defineList({
  fields: {
    q: text(10),
    statuses: list(STATUSES, { name: "status" }),
    kind: choice(["a", "b"] as const),
    ownerId: id(),
    days: int(0, 30),
    area: decimal(),
    mine: flag(),
  },
  sorts: {
    values: SORTS,
    default: "-created",
    columns: {
      created: { ascend: "created", descend: "-created" },
      name: { ascend: "name", descend: "-name" },
      due: { ascend: "due" },
    },
  },
  sizes: [20, 50],
  defaultSize: 20,
});

describe("defineList: reading the address", () => {
  it("falls back to the defaults for hostile values", () => {
    const search = new URLSearchParams();
    search.set("q", "a\u0000b".repeat(10));
    search.set("status", "new,\u0000,done,new,DROP TABLE");
    search.set("kind", "c");
    search.set("ownerId", "2147483648");
    search.set("days", "31");
    search.set("area", "1e9");
    search.set("mine", "1");
    search.set("sort", "-due");
    search.set("size", "25");
    search.set("page", "99999999999");
    const p = sample.fromSearch(search);
    expect(p).toEqual({ ...sample.defaults, q: "a\u0000ba\u0000ba\u0000ba", statuses: ["new", "done"] });
    expect(
      sample.fromSearch(new URLSearchParams("ownerId=2147483647&page=0&size=50&sort=name")),
    ).toMatchObject({ ownerId: 2147483647, page: 1, size: 50, sort: "name" });
    expect(sample.fromSearch(new URLSearchParams("ownerId=-1&days=0x1&size=20.0"))).toEqual(sample.defaults);
  });

  it("takes a caller's default sort", () => {
    expect(sample.fromSearch(new URLSearchParams("sort=bogus"), "name").sort).toBe("name");
    expect(sample.toSearch({ ...sample.defaults, sort: "name" }, {}, "name")).toEqual([]);
  });
});

describe("defineList: writing queries", () => {
  const full = {
    ...sample.defaults,
    q: " x ",
    statuses: ["lost" as const, "new" as const],
    kind: "b" as const,
    ownerId: 7,
    days: 0,
    area: 40.5,
    mine: true,
    sort: "name" as const,
    page: 3,
    size: 50,
  };

  it("keeps the address bar plain for the defaults and round-trips every value", () => {
    expect(sample.toSearch(sample.defaults)).toEqual([]);
    const search = new URLSearchParams(sample.toSearch(full));
    expect(search.toString()).toBe(
      "q=x&status=lost%2Cnew&kind=b&ownerId=7&days=0&area=40.5&mine=true&sort=name&page=3&size=50",
    );
    expect(sample.fromSearch(search)).toEqual({ ...full, q: "x" });
  });

  it("spells out the page for the API and drops it from the export, extras first", () => {
    expect(sample.apiSearch(sample.defaults, { scope: "all" })).toBe(
      "scope=all&page=1&size=20&sort=-created",
    );
    expect(sample.exportSearch(full)).toBe(
      "q=x&status=lost%2Cnew&kind=b&ownerId=7&days=0&area=40.5&mine=true&sort=name",
    );
  });

  it("tells whether any filter is set", () => {
    expect(sample.hasFilters(sample.emptyFilters)).toBe(false);
    expect(sample.hasFilters({ ...sample.emptyFilters, q: "  " })).toBe(false);
    expect(sample.hasFilters({ ...sample.emptyFilters, days: 0 })).toBe(true);
  });
});

describe("defineList: orders and defaults the API always gets", () => {
  const objects = defineList({
    fields: { q: text(100, { trim: true }), archived: choiceOr(["false", "true", "all"] as const, "false") },
    sizes: [10, 20],
    defaultSize: 20,
    order: { api: ["page", "size", "archived", "q"] },
  });

  it("sends a default-valued choice to the API only, in the declared order", () => {
    expect(objects.apiSearch({ ...objects.defaults, q: " a " })).toBe("page=1&size=20&archived=false&q=a");
    expect(objects.toSearch(objects.defaults)).toEqual([]);
    expect(objects.fromSearch(new URLSearchParams("q=%20a%20&archived=all"))).toEqual({
      ...objects.defaults,
      q: "a",
      archived: "all",
    });
  });

  it("sends the allowed set when none is picked, if asked to", () => {
    const some = defineList({
      fields: { statuses: list(STATUSES, { name: "status", whenEmpty: ["new", "done"] }) },
      sizes: [20],
      defaultSize: 20,
    });
    expect(some.apiSearch(some.defaults)).toBe("page=1&size=20&status=new%2Cdone");
    expect(some.toSearch(some.defaults)).toEqual([]);
  });
});

describe("defineList: the table's sorter", () => {
  it("maps antd's sorter to the API's sort and back", () => {
    expect(sample.sortFromTable("name", "descend")).toBe("-name");
    expect(sample.sortFromTable("due", "descend")).toBe("-created");
    expect(sample.sortFromTable("toString", "ascend")).toBe("-created");
    expect(sample.sortFromTable(["name"], "ascend")).toBe("-created");
    expect(sample.sortFromTable("name", null, "due")).toBe("due");
    expect(sample.tableSortOrder("-created", "created")).toBe("descend");
    expect(sample.tableSortOrder("due", "name")).toBeNull();
    expect(sample.sortDirections("due")).toEqual(["ascend"]);
    expect(sample.sortDirections("name")).toEqual(["ascend", "descend"]);
  });
});

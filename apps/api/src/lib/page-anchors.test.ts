import { describe, expect, it } from "vitest";
import type { Db } from "../db/types";
import { nearestAnchor, rememberAnchor } from "./page-anchors";

// A database handle is only a key here.
const handle = () => ({}) as Db;

describe("remembered page starts", () => {
  it("gives the nearest start at or before the offset, never the top, and only under the same counters", () => {
    const db = handle();
    rememberAnchor(db, "list", "v1", { offset: 0, values: [0] });
    expect(nearestAnchor(db, "list", "v1", 10)).toBeUndefined();
    rememberAnchor(db, "list", "v1", { offset: 100, values: [1, 100] });
    rememberAnchor(db, "list", "v1", { offset: 300, values: [3, 300] });
    expect(nearestAnchor(db, "list", "v1", 99)).toBeUndefined();
    expect(nearestAnchor(db, "list", "v1", 100)).toEqual({ offset: 100, values: [1, 100] });
    expect(nearestAnchor(db, "list", "v1", 299)).toEqual({ offset: 100, values: [1, 100] });
    expect(nearestAnchor(db, "list", "v1", 5_000)).toEqual({ offset: 300, values: [3, 300] });
    // Another list, another handle, other counters: nothing.
    expect(nearestAnchor(db, "other", "v1", 5_000)).toBeUndefined();
    expect(nearestAnchor(handle(), "list", "v1", 5_000)).toBeUndefined();
    expect(nearestAnchor(db, "list", "v2", 5_000)).toBeUndefined();
    // A start under new counters forgets the old ones.
    rememberAnchor(db, "list", "v2", { offset: 200, values: [2, 200] });
    expect(nearestAnchor(db, "list", "v2", 5_000)).toEqual({ offset: 200, values: [2, 200] });
    expect(nearestAnchor(db, "list", "v1", 5_000)).toBeUndefined();
  });

  it("is bounded: the oldest start of a list and the oldest list go first", () => {
    const db = handle();
    for (let page = 1; page <= 250; page++)
      rememberAnchor(db, "long", "v", { offset: page * 50, values: [page] });
    expect(nearestAnchor(db, "long", "v", 50 * 50)).toBeUndefined();
    expect(nearestAnchor(db, "long", "v", 51 * 50)).toEqual({ offset: 51 * 50, values: [51] });
    for (let list = 0; list < 201; list++)
      rememberAnchor(db, `list ${list}`, "v", { offset: 50, values: [list] });
    // "long" was the oldest list, then "list 0".
    expect(nearestAnchor(db, "long", "v", 51 * 50)).toBeUndefined();
    expect(nearestAnchor(db, "list 0", "v", 50)).toBeUndefined();
    expect(nearestAnchor(db, "list 200", "v", 50)).toEqual({ offset: 50, values: [200] });
  });
});

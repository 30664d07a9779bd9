import { describe, expect, it } from "vitest";
import type { Db } from "../db/types";
import { pickVersions, remembered } from "./version-cache";

const fakeDb = () => ({}) as Db;

describe("remembered", () => {
  it("computes once per key while the counters stay the same, again when they change", async () => {
    const db = fakeDb();
    let runs = 0;
    const compute = async () => ++runs;
    expect(await remembered(db, "k", "units:1", compute)).toBe(1);
    expect(await remembered(db, "k", "units:1", compute)).toBe(1);
    expect(await remembered(db, "k", "units:2", compute)).toBe(2);
    expect(await remembered(db, "other", "units:2", compute)).toBe(3);
  });

  it("keeps databases apart", async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    await remembered(a, "k", "v", async () => "a");
    expect(await remembered(b, "k", "v", async () => "b")).toBe("b");
    expect(await remembered(a, "k", "v", async () => "again")).toBe("a");
  });

  it("forgets the least recently used key past its bound", async () => {
    const db = fakeDb();
    for (let i = 0; i < 300; i++) await remembered(db, `k${i}`, "v", async () => i);
    // k0 used again: k1 is now the oldest and goes when one more key arrives.
    expect(await remembered(db, "k0", "v", async () => -1)).toBe(0);
    await remembered(db, "k300", "v", async () => 300);
    expect(await remembered(db, "k0", "v", async () => -1)).toBe(0);
    expect(await remembered(db, "k1", "v", async () => -1)).toBe(-1);
  });
});

describe("pickVersions", () => {
  it("keeps the wanted tables' counters in the session's name order", () => {
    expect(pickVersions("bookings:3,clients:9,objects:1,units:40", ["units", "objects", "floors"])).toBe(
      "objects:1,units:40",
    );
    expect(pickVersions("", ["units"])).toBe("");
  });
});

describe("remembered, bounded by bytes", () => {
  it("drops the oldest answers when the kept bytes pass the bound", async () => {
    const db = fakeDb();
    const mb = (n: number) => Buffer.alloc(n * 1024 * 1024);
    for (let i = 0; i < 5; i++) await remembered(db, `big${i}`, "v", async () => mb(10));
    // 50 MB asked for, 48 MB allowed: big0 went first.
    let runs = 0;
    const again = async () => {
      runs++;
      return mb(1);
    };
    await remembered(db, "big0", "v", again);
    await remembered(db, "big4", "v", again);
    expect(runs).toBe(1);
  });
});

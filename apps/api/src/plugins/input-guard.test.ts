import { describe, expect, it } from "vitest";
import { nulAt } from "./input-guard";

describe("nulAt", () => {
  it("finds a NUL in any string or key, however deep, as a JSON pointer", () => {
    expect(nulAt({ name: "Ali", note: "a\u0000" })).toBe("/note");
    expect(nulAt({ list: [{ a: "ok" }, { b: ["x", "\u0000"] }] })).toBe("/list/1/b/1");
    expect(nulAt({ "a/b\u0000": 1 })).toBe("/a~1b\\u0000");
    expect(nulAt("\u0000")).toBe("/");
    expect(nulAt({ name: "Ali", n: 1, x: null, ok: true })).toBeNull();
  });
  it("walks deep bodies without recursion", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulAt(deep)?.startsWith("/0/0/0")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { CACHED_LISTS } from "./lists";

describe("cached lists", () => {
  it("never persists lists that carry clients' personal data", () => {
    for (const url of [
      "/api/client/with_steps",
      "/api/uy/all_with_clients",
      "/api/shartnoma/all_shartnoma",
    ]) {
      const list = Object.values(CACHED_LISTS).find((l) => l.url === url);
      expect(list?.persist, url).toBe(false);
    }
  });

  it("covers every list call of the spec once", () => {
    const urls = Object.values(CACHED_LISTS).map((l) => l.url);
    expect(new Set(urls).size).toBe(12);
  });
});

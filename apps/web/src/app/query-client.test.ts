import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import { CACHED_LISTS_KEY } from "../lib/cache";
import { queryClient, retryOnce } from "./query-client";

describe("retryOnce", () => {
  it("tries once more after a dropped connection or a server error", () => {
    expect(retryOnce(0, new ApiError("NETWORK_ERROR", 0))).toBe(true);
    expect(retryOnce(0, new ApiError("UNKNOWN", 500))).toBe(true);
    expect(retryOnce(0, new TypeError("failed to fetch"))).toBe(true);
    expect(retryOnce(1, new ApiError("UNKNOWN", 503))).toBe(false);
  });

  it("never retries an answer given on purpose", () => {
    for (const status of [400, 403, 404, 409, 422])
      expect(retryOnce(0, new ApiError("UNKNOWN", status))).toBe(false);
  });
});

describe("the cached lists after a write", () => {
  const sections = [...CACHED_LISTS_KEY, "sections"];
  const other = ["contract", 7];

  it("marks every cached list stale after a successful write, and nothing else", async () => {
    queryClient.setQueryData(sections, { data: [], etag: '"a"', timestamp: 1 });
    queryClient.setQueryData(other, { id: 7 });
    await new MutationObserver(queryClient, { mutationFn: async () => "saved" }).mutate();
    expect(queryClient.getQueryState(sections)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it("leaves them alone when the write fails", async () => {
    queryClient.clear();
    queryClient.setQueryData(sections, { data: [], etag: '"a"', timestamp: 1 });
    const failing = new MutationObserver(queryClient, {
      mutationFn: async () => {
        throw new ApiError("UNKNOWN", 409);
      },
    });
    await expect(failing.mutate()).rejects.toThrow();
    expect(queryClient.getQueryState(sections)?.isInvalidated).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import { retryOnce } from "./query-client";

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

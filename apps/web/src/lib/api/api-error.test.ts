import { describe, expect, it } from "vitest";
import { toApiError } from "./api-error";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("toApiError", () => {
  it("keeps the API's code, status and wait time", async () => {
    const error = await toApiError(json({ code: "TOO_MANY_ATTEMPTS", message: "x", retryAfter: 120 }, 429));
    expect(error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", status: 429, retryAfter: 120 });
  });

  it("falls back to the Retry-After header", async () => {
    const error = await toApiError(
      json({ code: "RATE_LIMITED", message: "x" }, 429, { "Retry-After": "30" }),
    );
    expect(error.retryAfter).toBe(30);
  });

  it("turns an unknown code or a body that is not JSON into UNKNOWN", async () => {
    expect((await toApiError(json({ code: "WHAT" }, 500))).code).toBe("UNKNOWN");
    expect((await toApiError(new Response("<html>", { status: 502 }))).code).toBe("UNKNOWN");
  });
});

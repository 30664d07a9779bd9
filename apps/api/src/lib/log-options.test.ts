import { describe, expect, it } from "vitest";
import { loggerOptions, pathOnly } from "./log-options";

describe("log options", () => {
  it("logs the path without the query a person typed", () => {
    expect(pathOnly("/api/client?q=Alisher&phone=901234567")).toBe("/api/client?…");
    expect(pathOnly("/api/client/5")).toBe("/api/client/5");
  });
  it("the request serializer keeps no query, header or body", () => {
    const options = loggerOptions("info") as { serializers: { req: (r: object) => object } };
    const logged = options.serializers.req({
      method: "GET",
      url: "/api/client/lookup?phone=901234567",
      ip: "127.0.0.1",
      headers: { authorization: "Bearer x" },
    });
    expect(JSON.stringify(logged)).not.toContain("901234567");
    expect(logged).toEqual({ method: "GET", url: "/api/client/lookup?…", remoteAddress: "127.0.0.1" });
  });
});

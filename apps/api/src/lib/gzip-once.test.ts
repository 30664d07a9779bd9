import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipOnce } from "./gzip-once";

const asking = (value?: string) => ({ headers: value === undefined ? {} : { "accept-encoding": value } });

describe("acceptsGzip", () => {
  it("reads the browser's Accept-Encoding, q=0 refusing", () => {
    expect(acceptsGzip(asking("gzip, deflate, br, zstd"))).toBe(true);
    expect(acceptsGzip(asking("br;q=1.0, GZIP;q=0.5"))).toBe(true);
    expect(acceptsGzip(asking("*"))).toBe(true);
    expect(acceptsGzip(asking("gzip;q=0"))).toBe(false);
    expect(acceptsGzip(asking("gzip;q=0.0, deflate"))).toBe(false);
    expect(acceptsGzip(asking("deflate, br"))).toBe(false);
    expect(acceptsGzip(asking("identity"))).toBe(false);
    expect(acceptsGzip(asking())).toBe(false);
  });
});

describe("gzipOnce", () => {
  it("compresses a remembered answer once and gives the same bytes to every request", async () => {
    const json = Buffer.from(
      JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: "Oʻgʻiloy" })) }),
    );
    const [a, b] = await Promise.all([gzipOnce(json), gzipOnce(json)]);
    expect(a).toBe(b);
    expect(await gzipOnce(json)).toBe(a);
    expect(gunzipSync(a).equals(json)).toBe(true);
    expect(a.length).toBeLessThan(json.length / 5);
    // Another buffer with the same content is its own entry (the key is the remembered object).
    expect(await gzipOnce(Buffer.from(json))).not.toBe(a);
  });
});

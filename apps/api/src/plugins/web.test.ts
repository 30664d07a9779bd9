import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPlugin } from "./web";

describe("the built web app", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "makon-web-"));
  const app = Fastify();
  const script = `console.log(${JSON.stringify("salom ".repeat(400))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Makon</title>");
    const file = path.join(root, "assets", "app-1a2b.js");
    fs.writeFileSync(file, script);
    // As the build writes them (apps/web/vite.config.ts precompressAssets).
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    await app.register(webPlugin, { root });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("sends an asset compressed at build time, the way the browser accepts it", async () => {
    const br = await app.inject({ url: "/assets/app-1a2b.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: "/assets/app-1a2b.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: "/assets/app-1a2b.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers every other address with index.html, never cached", async () => {
    const res = await app.inject({ url: "/baza?page=2" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>Makon</title>");
  });
});

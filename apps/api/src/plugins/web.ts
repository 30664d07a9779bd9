import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built React app: files under /assets with long caching, and index.html for every
 * other non-API path (the client-side router decides what to show, including /404).
 */
export async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexPath = path.join(opts.root, "index.html");
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`web app not built at ${opts.root}: run "npm run build"`);
  }
  app.addHook("onRoute", (route) => {
    route.config = { ...(route.config as object), access: { public: true } };
  });
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    maxAge: "365d",
    immutable: true,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as they are,
    // never compressed again per request on the server's one thread.
    preCompressed: true,
    // The answer depends on what the browser accepts: a cache between must keep them apart.
    setHeaders: (res) => res.setHeader("vary", "accept-encoding"),
    allowedPath: (pathname) =>
      pathname.startsWith("/assets/") || /^\/[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(pathname),
  });
  const sendIndex = async (_req: unknown, reply: import("fastify").FastifyReply) => {
    if (!fs.existsSync(indexPath)) return reply.code(503).type("text/plain").send("Web app is not built");
    return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexPath));
  };
  app.get("/", sendIndex);
  app.get("/*", sendIndex);
}

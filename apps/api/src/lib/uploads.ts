import type { FastifyInstance } from "fastify";

/**
 * Registers routes that take one raw file as their body (no multipart) of the given types, at
 * most maxBytes. Fastify refuses a larger Content-Length with 413 before reading anything and
 * stops reading a body that grows past the cap, so no more than maxBytes is ever buffered. The
 * parser lives in a scope of these routes alone: every other route keeps the 256 KB JSON cap.
 */
export function fileUploadRoutes(
  app: FastifyInstance,
  body: { types: string[]; maxBytes: number },
  routes: (scope: FastifyInstance) => void,
) {
  return app.register(async (scope) => {
    scope.addContentTypeParser(
      body.types,
      { parseAs: "buffer", bodyLimit: body.maxBytes },
      (_req, file, done) => done(null, file),
    );
    routes(scope);
  });
}

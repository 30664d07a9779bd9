import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

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

/**
 * The raw file a route of fileUploadRoutes received. Any other content type (JSON, a form) came
 * through another parser and is refused here: the route stores bytes, nothing else.
 */
export function fileBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as the body");
  return body;
}

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/**
 * PostgreSQL refuses NUL in text and jsonb, so a NUL that got past a route's schema would end in a
 * 500. Every string of the path, query and JSON body, keys included, is checked once before
 * validation; the schemas themselves refuse the other control characters field by field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every request, and a promise each shows on the cheapest routes.
  app.addHook("preValidation", (request, _reply, done) => {
    const at =
      nulAt(request.params) ??
      nulAt(request.query) ??
      (Buffer.isBuffer(request.body) ? null : nulAt(request.body));
    if (at === null) return done();
    done(
      new AppError("VALIDATION_ERROR", "Invalid request", {
        details: [{ path: at, code: "nul", message: "TEXT_INVALID_CHARS" }],
      }),
    );
  });
});

/** The JSON pointer of a string or key holding NUL, or null. Iterative: a body may nest deep. */
export function nulAt(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === "string") {
      if (v.includes("\u0000")) return path || "/";
    } else if (typeof v === "object" && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        const at = `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1").replaceAll("\u0000", "\\u0000")}`;
        if (key.includes("\u0000")) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

/** Security headers on every answer: scripts only from our own files; antd (CSS-in-JS) needs inline styles. */
const secureHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'"],
      // Staff may reach the server over plain HTTP on the office network.
      "upgrade-insecure-requests": null,
    },
  },
});

/**
 * The headers helmet sets, taken once from its middleware: with fixed directives they are the same
 * for every answer, and running its thirteen middleware functions per request (each validating
 * and setting a header on the raw response) cost more than the sign-in check's own code.
 */
function headersOf(middleware: typeof secureHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * Sets the security headers on every answer, errors included, and `cache-control: no-store` on
 * API answers: they carry people's data, so nothing is kept by the browser or a proxy unless a
 * route says otherwise (lists with ETags revalidate, files say no-store themselves — a route's
 * own reply.header replaces this default).
 */
export const secureHeadersPlugin = fp(async (app: FastifyInstance) => {
  const everyAnswer = headersOf(secureHeaders);
  const apiAnswer = { ...everyAnswer, "cache-control": "no-store" };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? apiAnswer : everyAnswer);
    done();
  });
});

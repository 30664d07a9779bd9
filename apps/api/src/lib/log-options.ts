import type { FastifyServerOptions } from "fastify";

/**
 * Query strings carry what people search for: a client's name, phone or passport. Logs keep the
 * path only, with a sign that there was a query.
 */
export function pathOnly(url: string | undefined): string {
  if (!url) return "";
  const q = url.indexOf("?");
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/** The server's logger: no tokens, no cookies, no query strings (see pathOnly). Bodies are never logged. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: pathOnly(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

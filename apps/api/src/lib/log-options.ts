import type { FastifyServerOptions } from "fastify";
import { errorTitle, safeError } from "./safe-error";

/**
 * Query strings carry what people search for: a client's name, phone or passport. Logs keep the
 * path only, with a sign that there was a query.
 */
export function pathOnly(url: string | undefined): string {
  if (!url) return "";
  const q = url.indexOf("?");
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

function isError(value: unknown): value is Error {
  return value instanceof Error;
}

/**
 * The server's logger: no tokens, no cookies, no query strings (see pathOnly), no query
 * parameters or values quoted by the database (see safeError). Bodies are never logged.
 */
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
      // Fastify's type wants a message and a stack on every error line; a database error's own
      // message may quote values, so its line carries the safe title instead.
      err: (err: unknown) => {
        const safe = safeError(err);
        return { ...safe, message: safe.message ?? errorTitle(err), stack: safe.stack ?? "" };
      },
    },
    hooks: {
      // log.error(err) makes the error's message the line's message, and Fastify's fallback
      // handler passes err.message itself: both would print a database message with its values.
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        if (isError(first))
          return method.apply(this, [
            { err: first },
            ...(typeof second === "string" ? [second, ...rest] : [errorTitle(first)]),
          ] as Parameters<typeof method>);
        const err = (first as { err?: unknown } | null)?.err;
        if (isError(err) && second === err.message)
          return method.apply(this, [first, errorTitle(err), ...rest] as Parameters<typeof method>);
        return method.apply(this, args);
      },
    },
  };
}

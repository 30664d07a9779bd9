/** What a client is told to wait when the database cannot be reached (s), as under pressure. */
export const DATABASE_RETRY_AFTER = 5;

/**
 * Errors that say the database cannot be reached now — not that the request was wrong or our
 * code failed: the server is down or restarting, the connection was cut, no connection could be
 * had. The answer is then 503 with Retry-After (plugins/errors.ts), as from /api/ready, so a
 * client or load balancer tries again instead of reporting a fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; depth < 6 && typeof cur === "object" && cur !== null; depth++) {
    const e = cur as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === "string" && (UNREACHABLE.has(e.code) || isConnectionState(e.code))) return true;
    if (typeof e.message === "string" && DRIVER_MESSAGES.some((m) => m.test(e.message as string)))
      return true;
    // Drizzle wraps the driver's error in `cause`; a refused connect to a name with two
    // addresses (localhost: ::1 and 127.0.0.1) is an AggregateError of both.
    cur = e.cause ?? (Array.isArray(e.errors) ? e.errors[0] : undefined);
  }
  return false;
}

/** The socket's own failures, while connecting or on an open connection. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that will not serve now: class 08 (connection exception), 57P01–57P03
 * (administrator shutdown, crash shutdown, cannot connect now: starting or stopping), 53300 (too
 * many connections).
 */
function isConnectionState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === "53300";
}

/** node-postgres and PGlite say these without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the socket, or the connect timed out
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within its timeout
  /is not queryable/, // pg: a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: closed during shutdown
  /^PGlite is closed$/,
];

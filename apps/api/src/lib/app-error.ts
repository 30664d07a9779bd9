import { ERROR_STATUS, type ErrorCode } from "@makon/shared";

/** A failure the client can act on: the code travels, the Uzbek words live in the web app. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message?: string, opts: { details?: unknown; retryAfter?: number } = {}) {
    super(message ?? code);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = opts.details;
    this.retryAfter = opts.retryAfter;
  }
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return !!e && e.code === "23505" && (!constraint || e.constraint === constraint);
}

/** Drizzle wraps driver errors; the Postgres error (code, constraint) sits in `cause`. */
export function findPgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur; i++) {
    if (
      typeof cur === "object" &&
      cur !== null &&
      "code" in cur &&
      typeof cur.code === "string" &&
      /^[0-9A-Z]{5}$/.test(cur.code)
    ) {
      return cur as { code?: string; constraint?: string };
    }
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

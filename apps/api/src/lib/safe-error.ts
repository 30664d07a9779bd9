import { AppError } from "./app-error";

/**
 * An error as the log may keep it. A failed query carries the values it was given: Drizzle's
 * message lists the parameters (a new employee's password hash, a client's passport), PostgreSQL's
 * `detail` names key values ("Key (phone)=(901234567)"), its message quotes input ("invalid input
 * syntax for type integer: …") and PGlite hangs the parameters on the error. What stays says what
 * failed and where: the class, our code or the SQLSTATE, the constraint, table, column, routine,
 * the SQL text (placeholders, never parameters) and the stack frames.
 */
export interface LoggedError {
  type: string;
  /** Our own message (AppError, errors of our code); never a database's. */
  message?: string;
  /** Our error code, the SQLSTATE of a database error, or a Node/Fastify error code. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  sql?: string;
  stack?: string;
  cause?: LoggedError;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_SQL = 4_000;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error || (typeof value === "object" && value !== null && "stack" in value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** A database error: it carries a SQLSTATE, and its message may quote what it was given. */
function isDatabaseError(e: ErrorLike): boolean {
  return typeof e.code === "string" && SQLSTATE.test(e.code) && !(e instanceof AppError);
}

/** Drizzle's wrapper: the SQL in `query`, the values in `params` and in its message. */
function isQueryError(e: ErrorLike): boolean {
  return typeof e.query === "string" && "params" in e;
}

/** The stack's frames without its first lines, which repeat the message. */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const lines = stack.split("\n").filter((l) => /^\s+at /.test(l));
  return lines.length ? lines.join("\n") : undefined;
}

function typeOf(e: ErrorLike): string {
  const ctor = (e as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof ctor === "string" && ctor !== "Object" ? ctor : (text(e.name) ?? "Error");
}

function fromDatabase(e: LoggedError | undefined): boolean {
  for (; e; e = e.cause) if (e.sql || (e.code && SQLSTATE.test(e.code) && !e.message)) return true;
  return false;
}

export function safeError(err: unknown, depth = 0): LoggedError {
  if (!isErrorLike(err)) return { type: err === null ? "null" : typeof err };
  const out: LoggedError = { type: typeOf(err) };
  const cause = depth < 4 && err.cause !== undefined ? safeError(err.cause, depth + 1) : undefined;
  if (isDatabaseError(err)) {
    // The drivers' class names say little (pg: "error", PGlite: minified).
    out.type = "DatabaseError";
    out.code = err.code as string;
    out.constraint = text(err.constraint);
    out.table = text(err.table);
    out.column = text(err.column);
    out.routine = text(err.routine);
    out.stack = frames(err.stack);
  } else if (isQueryError(err)) {
    out.sql = (err.query as string).slice(0, MAX_SQL);
    out.stack = frames(err.stack);
  } else if (cause && fromDatabase(cause) && !(err instanceof AppError)) {
    // A wrapper's message may repeat its cause's (new Error(`…: ${e.message}`)): only the frames stay.
    out.stack = frames(err.stack);
  } else {
    out.message = err.message;
    if (text(err.code)) out.code = err.code as string;
    out.stack = typeof err.stack === "string" ? err.stack : undefined;
  }
  if (cause) out.cause = cause;
  for (const key of Object.keys(out) as (keyof LoggedError)[]) if (out[key] === undefined) delete out[key];
  return out;
}

function title(logged: LoggedError): string {
  const parts: string[] = [];
  for (let e: LoggedError | undefined = logged; e; e = e.cause) {
    const bits = [e.type, e.code, e.constraint ?? e.table].filter(Boolean);
    parts.push(e.message && !e.code ? `${bits.join(" ")}: ${e.message}` : bits.join(" "));
  }
  return parts.join(" ← ");
}

/** A short title for a log line or the terminal: "DrizzleQueryError ← DatabaseError 23505 users_phone_unique". */
export function errorTitle(err: unknown): string {
  return title(safeError(err));
}

/** The error for a terminal or stderr: the title, the SQL if any, and the stack frames. */
export function describeError(err: unknown): string {
  const logged = safeError(err);
  const lines = [title(logged)];
  for (let e: LoggedError | undefined = logged; e; e = e.cause) if (e.sql) lines.push(`  query: ${e.sql}`);
  const stack = frames(logged.stack);
  if (stack) lines.push(stack);
  return lines.join("\n");
}

import { type ErrorCode, isErrorCode } from "@makon/shared";

/** Codes the web app adds for failures that never reached the API's error handler. */
export type ClientErrorCode = ErrorCode | "NETWORK_ERROR" | "UNKNOWN";

/** A failed call: the API's error code, the HTTP status (0 = no answer) and any wait time. */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  /** Seconds to wait before trying again, when the API says so (429). */
  readonly retryAfter: number | undefined;
  readonly details: unknown;

  constructor(code: ClientErrorCode, status: number, retryAfter?: number, details?: unknown) {
    super(code);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.retryAfter = retryAfter;
    this.details = details;
  }
}

/** Reads the API's `{code, message, details?, retryAfter?}` body; tolerates any other body. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const code = isErrorCode(record.code) ? record.code : "UNKNOWN";
  const retryAfter =
    typeof record.retryAfter === "number" ? record.retryAfter : retryAfterHeader(response.headers);
  return new ApiError(code, response.status, retryAfter, record.details);
}

function retryAfterHeader(headers: Headers): number | undefined {
  const seconds = Number(headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

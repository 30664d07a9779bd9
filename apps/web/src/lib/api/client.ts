import { ApiError, toApiError } from "./api-error";
import { getToken } from "./token";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; a Blob or File is sent as is, with its own content type (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /**
   * How the token is sent: "bearer" (default), "raw" (decodeToken takes the bare token:
   * docs/product.md, Compatibility calls) or "none" (sign-in).
   */
  auth?: "bearer" | "raw" | "none";
  /** Statuses besides 2xx that the caller handles itself (304 for cached lists). */
  accept?: number[];
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | undefined;

/**
 * The app ends the session when a signed-in call answers 401 (token revoked, user deactivated),
 * so a stale tab does not keep showing screens that can no longer load.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

type ForbiddenHandler = () => void;
let onForbidden: ForbiddenHandler | undefined;

/**
 * A 403 means the user's rights changed under them: the app reloads the profile, and the page
 * guard then sends them to /noEnter if the page itself is no longer theirs.
 */
export function setForbiddenHandler(handler: ForbiddenHandler | undefined): void {
  onForbidden = handler;
}

/** fetch with the token and JSON; a non-2xx answer throws an ApiError carrying the API's code. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = "GET", body, signal, cache, auth = "bearer", accept = [] } = options;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = auth === "none" ? null : getToken();
  if (token) headers.Authorization = auth === "raw" ? token : `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = body instanceof Blob ? body.type : "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
      signal,
      cache,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("NETWORK_ERROR", 0);
  }
  if (response.ok || accept.includes(response.status)) return response;

  const error = await toApiError(response);
  if (error.status === 401 && token) onUnauthorized?.();
  if (error.status === 403 && token) onForbidden?.();
  throw error;
}

/** apiRequest and its JSON answer; an empty answer (204) gives undefined. */
export async function apiJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

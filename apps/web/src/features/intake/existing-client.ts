import { ApiError } from "../../lib/api";

/** The client a 409 CLIENT_PHONE_EXISTS points at (details.clientId), else null. */
export function existingClientId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== "CLIENT_PHONE_EXISTS") return null;
  const details = error.details;
  if (typeof details !== "object" || details === null) return null;
  const id = (details as Record<string, unknown>).clientId;
  return typeof id === "number" && Number.isInteger(id) && id > 0 ? id : null;
}

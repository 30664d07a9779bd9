import { apiRequest } from "../api";
import { endSession } from "./end-session";

/** Revokes the token on the server (a failure does not keep anyone signed in), then forgets it. */
export async function logout(): Promise<void> {
  await apiRequest("/api/user/logout", { method: "POST" }).catch(() => undefined);
  await endSession(0, "/login");
}

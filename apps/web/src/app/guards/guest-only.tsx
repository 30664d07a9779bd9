import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { getToken } from "../../lib/api";

/** /login for a signed-in user sends them home (spec §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  if (getToken() !== null) return <Navigate to="/" replace />;
  return children;
}

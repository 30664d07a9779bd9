import type { PageKey } from "@makon/shared";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useCurrentUser } from "../../lib/session";
import { NO_ENTER_PATH } from "../routes";

/** A page the user's pagesDostup lacks sends them to /noEnter (docs/product.md, Pages and keys). */
export function RequirePage({ pageKey, children }: { pageKey: PageKey; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user?.pagesDostup.includes(pageKey)) return <Navigate to={NO_ENTER_PATH} replace />;
  return children;
}

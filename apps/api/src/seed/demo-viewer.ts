import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { Db } from "../db/types";
import type { ScopedViewer } from "../lib/record-scope";

/** A demo employee as the session loads them: the services' checks see the demo's real rights. */
export async function viewerOf(
  db: Db,
  id: number,
): Promise<ScopedViewer & { pagesDostup: readonly string[] }> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw new Error("demo user missing");
  return {
    id: u.id,
    dostup: u.dostup,
    pagesDostup: u.pagesDostup,
    clientScope: u.clientScope,
    contractScope: u.contractScope,
    sectionId: u.sectionId,
  };
}

import { asc, sql } from "drizzle-orm";
import { sections, users } from "../../src/db/schema";
import type { Db } from "../../src/db/types";
import type { ScopedViewer } from "../../src/lib/record-scope";

/**
 * Every demo employee as a viewer, and four made-up limited scopes of a seller: a section scope,
 * a section scope with no section (own, in effect), their own clients and contracts only, and
 * their own clients with every contract. For tests that compare what two ways of reading show
 * each kind of viewer (who holds a unit: shown or hidden).
 */
export async function demoViewers(db: Db): Promise<ScopedViewer[]> {
  const staff = await db
    .select({
      id: users.id,
      dostup: users.dostup,
      clientScope: users.clientScope,
      contractScope: users.contractScope,
      sectionId: users.sectionId,
    })
    .from(users)
    .orderBy(asc(users.id));
  const out = staff.map((u) => u as ScopedViewer);
  const [sales] = await db.select().from(sections).where(sql`${sections.path} = 'sotuv'`);
  const seller = out.find((u) => u.sectionId === sales?.id);
  if (!sales || !seller) throw new Error("the demo has a sales section with a seller");
  out.push({ ...seller, clientScope: "section", contractScope: "section" });
  out.push({ ...seller, clientScope: "section", contractScope: "own", sectionId: null });
  out.push({ ...seller, clientScope: "own", contractScope: "own", sectionId: null });
  out.push({ ...seller, clientScope: "own", contractScope: "all" });
  return out;
}

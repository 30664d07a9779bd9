import type { ClientWithSteps } from "@makon/shared";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { clientSteps, clients, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { clientScopeSql, type ScopedViewer } from "../../lib/record-scope";

/**
 * Live clients (not in the basket) with their step timelines: two queries, grouped here, so the
 * list costs the same for 60 clients or 60,000. No passport or JSHSHIR in this answer; only the
 * clients of the viewer's record scope.
 */
export async function listClientsWithSteps(db: Db, viewer: ScopedViewer): Promise<ClientWithSteps[]> {
  const manager = alias(users, "manager");
  const live = and(isNull(clients.deletedAt), clientScopeSql(viewer));
  const rows = await db
    .select({
      id: clients.id,
      fullName: clients.fullName,
      phone: clients.phone,
      source: clients.source,
      step: clients.step,
      intakeUserId: clients.intakeUserId,
      managerId: clients.managerId,
      managerName: manager.name,
      blacklistedAt: clients.blacklistedAt,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .leftJoin(manager, eq(manager.id, clients.managerId))
    .where(live)
    .orderBy(desc(clients.createdAt), desc(clients.id));
  const steps = await db
    .select({
      id: clientSteps.id,
      clientId: clientSteps.clientId,
      step: clientSteps.step,
      note: clientSteps.note,
      userId: clientSteps.userId,
      userName: users.name,
      createdAt: clientSteps.createdAt,
    })
    .from(clientSteps)
    .innerJoin(clients, eq(clients.id, clientSteps.clientId))
    .leftJoin(users, eq(users.id, clientSteps.userId))
    .where(live)
    .orderBy(asc(clientSteps.createdAt), asc(clientSteps.id));
  const byClient = new Map<number, ClientWithSteps["steps"]>();
  for (const s of steps) {
    const list = byClient.get(s.clientId) ?? [];
    list.push({
      id: s.id,
      step: s.step as ClientWithSteps["step"],
      note: s.note,
      userId: s.userId,
      userName: s.userName,
      createdAt: s.createdAt.toISOString(),
    });
    byClient.set(s.clientId, list);
  }
  return rows.map(({ blacklistedAt, createdAt, ...r }) => ({
    ...r,
    source: r.source as ClientWithSteps["source"],
    step: r.step as ClientWithSteps["step"],
    blacklisted: blacklistedAt !== null,
    createdAt: createdAt.toISOString(),
    steps: byClient.get(r.id) ?? [],
  }));
}

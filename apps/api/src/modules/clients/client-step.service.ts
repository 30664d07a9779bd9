import { CLIENT_STEPS, type ClientStep } from "@makon/shared";
import { and, eq, ne } from "drizzle-orm";
import { clientSteps, clients, contracts } from "../../db/schema";
import type { Db } from "../../db/types";

/**
 * Moves a client's pipeline step because of a booking or a contract, in the caller's
 * transaction, with a timeline row. The one rule for every caller:
 * - a step only moves forward; a "refused" client who books or signs again is active again;
 * - "refused" is set only when no other contract of the client is still alive, so refusing one
 *   of two contracts does not mark a buying client refused.
 */
export async function followClientStep(
  tx: Db,
  clientId: number,
  step: ClientStep,
  actorId: number,
  note: string | null,
): Promise<void> {
  const [client] = await tx.select({ step: clients.step }).from(clients).where(eq(clients.id, clientId));
  if (!client || client.step === step) return;
  if (step === "refused") {
    const [alive] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.clientId, clientId), ne(contracts.status, "refused")))
      .limit(1);
    if (alive) return;
  } else if (
    client.step !== "refused" &&
    CLIENT_STEPS.indexOf(client.step as ClientStep) > CLIENT_STEPS.indexOf(step)
  ) {
    return;
  }
  await tx.update(clients).set({ step, updatedAt: new Date() }).where(eq(clients.id, clientId));
  await tx.insert(clientSteps).values({ clientId, step, userId: actorId, note });
}

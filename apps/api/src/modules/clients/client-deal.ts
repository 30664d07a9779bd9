import { eq } from "drizzle-orm";
import { clients } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";

/**
 * The client of a new booking or contract, locked for the rest of the transaction: one who may
 * deal — not in the basket, not blacklisted. The lock makes a blacklisting or a move to the
 * basket at the same moment wait for the deal (or the deal see it).
 */
export async function lockClientForDeal(tx: Db, clientId: number): Promise<{ id: number; step: string }> {
  const [client] = await tx
    .select({
      id: clients.id,
      step: clients.step,
      deletedAt: clients.deletedAt,
      blacklistedAt: clients.blacklistedAt,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for("update");
  if (!client) throw new AppError("NOT_FOUND", "Client not found");
  if (client.deletedAt) throw new AppError("CLIENT_IN_BASKET");
  if (client.blacklistedAt) throw new AppError("CLIENT_BLACKLISTED");
  return { id: client.id, step: client.step };
}

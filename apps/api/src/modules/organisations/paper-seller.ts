import { eq } from "drizzle-orm";
import { organisations } from "../../db/schema";
import type { Db } from "../../db/types";

/**
 * The seller as a paper's head names them (a debt letter, a handover act): none when the contract
 * names no seller organisation, or it is gone.
 */
export async function paperSeller(db: Db, sellerId: number | null) {
  if (!sellerId) return undefined;
  const [seller] = await db
    .select({
      name: organisations.name,
      stir: organisations.stir,
      address: organisations.address,
      director: organisations.director,
      phone: organisations.phone,
    })
    .from(organisations)
    .where(eq(organisations.id, sellerId));
  return seller;
}

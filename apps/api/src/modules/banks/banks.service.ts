import type { Bank } from "@makon/shared";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { banks } from "../../db/schema";
import type { Db } from "../../db/types";

export async function listBanks(db: Db): Promise<Bank[]> {
  const parent = alias(banks, "parent");
  return db
    .select({
      id: banks.id,
      name: banks.name,
      mfo: banks.mfo,
      parentId: banks.parentId,
      parentName: parent.name,
    })
    .from(banks)
    .leftJoin(parent, eq(parent.id, banks.parentId))
    .orderBy(asc(banks.name), asc(banks.id));
}

import {
  type CreateAccountBody,
  type CreateOrganisationBody,
  foldSearch,
  type OrganisationDetail,
  type OrganisationListItem,
  type OrganisationListQuery,
  TOTAL_CAP,
  type UpdateAccountBody,
  type UpdateOrganisationBody,
} from "@makon/shared";
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { banks, organisationBankAccounts, organisations } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError, findPgError, isUniqueViolation } from "../../lib/app-error";
import { archiveTransition } from "../../lib/archive";
import { writeAudit } from "../../lib/audit";
import { foldedContains, numberSearch, type Page } from "../../lib/paging";
import { tableList } from "../../lib/table-list";

// Correlated subquery with its tables named in full (see users.admin.service.ts).
const accountsCount = sql<number>`(select count(*)::int from organisation_bank_accounts a where a.organisation_id = "organisations"."id")`;

const listColumns = {
  id: organisations.id,
  name: organisations.name,
  kind: organisations.kind,
  stir: organisations.stir,
  address: organisations.address,
  director: organisations.director,
  phone: organisations.phone,
  requirePassport: organisations.requirePassport,
  requireSignedScan: organisations.requireSignedScan,
  archivedAt: organisations.archivedAt,
  accountsCount,
  createdAt: organisations.createdAt,
};

type Row = Omit<OrganisationListItem, "archivedAt" | "createdAt" | "kind"> & {
  kind: string;
  archivedAt: Date | null;
  createdAt: Date;
};

function toItem(r: Row): OrganisationListItem {
  return {
    ...r,
    kind: r.kind as OrganisationListItem["kind"],
    accountsCount: Number(r.accountsCount),
    archivedAt: r.archivedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

function filters(q: Omit<OrganisationListQuery, "page" | "size" | "sort">): SQL | undefined {
  const where: SQL[] = [];
  if (q.q) {
    const folded = foldSearch(q.q);
    const digits = numberSearch(q.q, 3);
    const text = or(
      foldedContains(organisations.name, folded),
      foldedContains(organisations.director, folded),
    ) as SQL;
    where.push(digits ? (or(text, sql`${organisations.stir} like ${`%${digits}%`}`) as SQL) : text);
  }
  if (q.kind) where.push(eq(organisations.kind, q.kind));
  if (q.archived === "false") where.push(isNull(organisations.archivedAt));
  if (q.archived === "true") where.push(isNotNull(organisations.archivedAt));
  return where.length ? and(...where) : undefined;
}

const SORTS: Record<OrganisationListQuery["sort"], SQL[]> = {
  name: [asc(organisations.name), asc(organisations.id)],
  "-name": [desc(organisations.name), desc(organisations.id)],
  stir: [asc(organisations.stir)],
  createdAt: [asc(organisations.createdAt), asc(organisations.id)],
  "-createdAt": [desc(organisations.createdAt), desc(organisations.id)],
};

/** The organisations' list: its page and its export read the same filter and order. */
const organisationList = tableList({
  select: (db, total) =>
    db
      .select({ ...listColumns, total })
      .from(organisations)
      .$dynamic(),
  ids: (db) => db.select({ id: organisations.id }).from(organisations),
  where: filters,
  sorts: SORTS,
  row: toItem,
  cap: TOTAL_CAP,
});

export const listOrganisationsPage = (
  db: Db,
  q: OrganisationListQuery,
): Promise<Page<OrganisationListItem>> => organisationList.page(db, q);

export const exportOrganisations = (
  db: Db,
  q: Omit<OrganisationListQuery, "page" | "size">,
): Promise<OrganisationListItem[]> => organisationList.all(db, q);

export async function getOrganisation(db: Db, id: number): Promise<OrganisationDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      penaltyRate: organisations.penaltyRate,
      penaltyCap: organisations.penaltyCap,
    })
    .from(organisations)
    .where(eq(organisations.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Organisation not found");
  const accounts = await db
    .select({
      id: organisationBankAccounts.id,
      bankId: organisationBankAccounts.bankId,
      bankName: banks.name,
      accountNumber: organisationBankAccounts.accountNumber,
      mfo: organisationBankAccounts.mfo,
      primary: organisationBankAccounts.isPrimary,
    })
    .from(organisationBankAccounts)
    .innerJoin(banks, eq(banks.id, organisationBankAccounts.bankId))
    .where(eq(organisationBankAccounts.organisationId, id))
    .orderBy(desc(organisationBankAccounts.isPrimary), asc(organisationBankAccounts.id));
  const { penaltyRate, penaltyCap, ...item } = row;
  return { ...toItem(item), penaltyRate, penaltyCap, accounts };
}

function mapOrgError(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError("STIR_TAKEN", "An organisation with this STIR exists");
  throw err;
}

export async function createOrganisation(
  db: Db,
  body: CreateOrganisationBody,
  actorId: number,
): Promise<OrganisationDetail> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(organisations)
        .values({
          name: body.name,
          kind: body.kind,
          stir: body.stir,
          address: body.address ?? null,
          director: body.director ?? null,
          phone: body.phone ?? null,
          requirePassport: body.requirePassport ?? false,
          requireSignedScan: body.requireSignedScan ?? false,
          penaltyRate: body.penaltyRate ?? null,
          penaltyCap: body.penaltyCap ?? null,
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "organisation",
        entityId: row.id,
        action: "create",
        after: row,
      });
      return row.id;
    });
  } catch (err) {
    mapOrgError(err);
  }
  return getOrganisation(db, id);
}

export async function updateOrganisation(
  db: Db,
  id: number,
  body: UpdateOrganisationBody,
  actorId: number,
): Promise<OrganisationDetail> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(organisations).where(eq(organisations.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Organisation not found");
      const { archived, ...fields } = body;
      const { archivedAt, action } = archiveTransition(before.archivedAt, archived);
      const [after] = await tx
        .update(organisations)
        .set({ ...fields, archivedAt, updatedAt: new Date() })
        .where(eq(organisations.id, id))
        .returning();
      await writeAudit(tx, { userId: actorId, entity: "organisation", entityId: id, action, before, after });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapOrgError(err);
  }
  return getOrganisation(db, id);
}

function mapAccountError(err: unknown): never {
  if (isUniqueViolation(err, "organisation_bank_accounts_account_number_unique")) {
    throw new AppError("ACCOUNT_TAKEN", "This account number is registered");
  }
  if (findPgError(err)?.code === "23503") {
    throw new AppError("VALIDATION_ERROR", "Unknown bank", {
      details: [{ path: "/bankId", code: "NOT_FOUND" }],
    });
  }
  throw err;
}

/** Clears the primary flag of the organisation's other accounts (one primary at most). */
async function clearPrimary(tx: Db, organisationId: number, keepId: number | null) {
  await tx
    .update(organisationBankAccounts)
    .set({ isPrimary: false })
    .where(
      and(
        eq(organisationBankAccounts.organisationId, organisationId),
        eq(organisationBankAccounts.isPrimary, true),
        keepId ? ne(organisationBankAccounts.id, keepId) : undefined,
      ),
    );
}

async function lockOrganisation(tx: Db, id: number) {
  const [org] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, id))
    .for("update");
  if (!org) throw new AppError("NOT_FOUND", "Organisation not found");
}

export async function addAccount(
  db: Db,
  orgId: number,
  body: CreateAccountBody,
  actorId: number,
): Promise<OrganisationDetail> {
  try {
    await db.transaction(async (tx) => {
      await lockOrganisation(tx, orgId);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(organisationBankAccounts)
        .where(eq(organisationBankAccounts.organisationId, orgId));
      // The first account is the primary one; a new primary takes the flag from the old.
      const primary = n === 0 || body.primary === true;
      if (primary) await clearPrimary(tx, orgId, null);
      const [row] = await tx
        .insert(organisationBankAccounts)
        .values({
          organisationId: orgId,
          bankId: body.bankId,
          accountNumber: body.accountNumber,
          mfo: body.mfo,
          isPrimary: primary,
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      await writeAudit(tx, {
        userId: actorId,
        entity: "organisation_account",
        entityId: row.id,
        action: "create",
        after: row,
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapAccountError(err);
  }
  return getOrganisation(db, orgId);
}

export async function updateAccount(
  db: Db,
  orgId: number,
  accountId: number,
  body: UpdateAccountBody,
  actorId: number,
): Promise<OrganisationDetail> {
  try {
    await db.transaction(async (tx) => {
      await lockOrganisation(tx, orgId);
      const [before] = await tx
        .select()
        .from(organisationBankAccounts)
        .where(
          and(eq(organisationBankAccounts.id, accountId), eq(organisationBankAccounts.organisationId, orgId)),
        );
      if (!before) throw new AppError("NOT_FOUND", "Account not found");
      if (body.primary) await clearPrimary(tx, orgId, accountId);
      const [after] = await tx
        .update(organisationBankAccounts)
        .set({
          ...(body.bankId !== undefined ? { bankId: body.bankId } : {}),
          ...(body.accountNumber !== undefined ? { accountNumber: body.accountNumber } : {}),
          ...(body.mfo !== undefined ? { mfo: body.mfo } : {}),
          ...(body.primary ? { isPrimary: true } : {}),
        })
        .where(eq(organisationBankAccounts.id, accountId))
        .returning();
      await writeAudit(tx, {
        userId: actorId,
        entity: "organisation_account",
        entityId: accountId,
        action: "update",
        before,
        after,
      });
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapAccountError(err);
  }
  return getOrganisation(db, orgId);
}

/**
 * Removes an account; if it was the primary one, the oldest remaining account becomes primary.
 * An account a contract was signed on stays (IN_USE): the contract names it as the seller's.
 */
export async function deleteAccount(
  db: Db,
  orgId: number,
  accountId: number,
  actorId: number,
): Promise<OrganisationDetail> {
  try {
    await removeAccount(db, orgId, accountId, actorId);
  } catch (err) {
    if (findPgError(err)?.code === "23503") throw new AppError("IN_USE", "A contract uses this account");
    throw err;
  }
  return getOrganisation(db, orgId);
}

async function removeAccount(db: Db, orgId: number, accountId: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganisation(tx, orgId);
    const [row] = await tx
      .delete(organisationBankAccounts)
      .where(
        and(eq(organisationBankAccounts.id, accountId), eq(organisationBankAccounts.organisationId, orgId)),
      )
      .returning();
    if (!row) throw new AppError("NOT_FOUND", "Account not found");
    if (row.isPrimary) {
      const [next] = await tx
        .select({ id: organisationBankAccounts.id })
        .from(organisationBankAccounts)
        .where(eq(organisationBankAccounts.organisationId, orgId))
        .orderBy(asc(organisationBankAccounts.id))
        .limit(1);
      if (next)
        await tx
          .update(organisationBankAccounts)
          .set({ isPrimary: true })
          .where(eq(organisationBankAccounts.id, next.id));
    }
    await writeAudit(tx, {
      userId: actorId,
      entity: "organisation_account",
      entityId: accountId,
      action: "delete",
      before: row,
    });
  });
}

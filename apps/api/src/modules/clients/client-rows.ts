import {
  type CallResult,
  type ClientBrief,
  type ClientCard,
  type ClientRow,
  type ClientSource,
  type ClientStep,
  foldSearch,
  maskPassport,
  maskPinfl,
} from "@makon/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import { clients, users } from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import type { ScopedViewer } from "../../lib/record-scope";

/** Who is asking: the rights decide what of a client they see, the record scope which clients. */
export type Viewer = ScopedViewer;

export const canSeePersonal = (me: Viewer) => me.dostup.includes("client_passport_view");

const manager = alias(users, "manager");
const intakeUser = alias(users, "intake_user");

/** The columns of a client in lists (never passport or JShShIR). */
export const rowColumns = {
  id: clients.id,
  fullName: clients.fullName,
  phone: clients.phone,
  extraPhones: clients.extraPhones,
  source: clients.source,
  step: clients.step,
  intakeUserId: clients.intakeUserId,
  intakeUserName: intakeUser.name,
  managerId: clients.managerId,
  managerName: manager.name,
  blacklistedAt: clients.blacklistedAt,
  blacklistReason: clients.blacklistReason,
  deletedAt: clients.deletedAt,
  lastCallAt: clients.lastCallAt,
  lastCallResult: clients.lastCallResult,
  nextCallAt: clients.nextCallAt,
  createdAt: clients.createdAt,
};

/**
 * clients with their manager and the user who registered them, for a select of rowColumns plus
 * extras. Rows come back untyped (the builder cannot carry a generic column set): callers say
 * what they selected (RawRow and their extras).
 */
export function withPeople(db: Db, columns: SelectedFields) {
  return db
    .select(columns)
    .from(clients)
    .$dynamic()
    .leftJoin(manager, eq(manager.id, clients.managerId))
    .leftJoin(intakeUser, eq(intakeUser.id, clients.intakeUserId));
}

export type RawRow = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["data"] | null;
} & { id: number; fullName: string; phone: string; createdAt: Date };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toClientRow(r: RawRow): ClientRow {
  return {
    id: r.id,
    fullName: r.fullName,
    phone: r.phone,
    extraPhone: r.extraPhones?.[0] ?? null,
    source: r.source as ClientSource,
    step: r.step as ClientStep,
    intakeUserId: r.intakeUserId,
    intakeUserName: r.intakeUserName,
    managerId: r.managerId,
    managerName: r.managerName,
    blacklisted: r.blacklistedAt !== null,
    blacklistReason: r.blacklistReason,
    inBasket: r.deletedAt !== null,
    lastCallAt: iso(r.lastCallAt),
    lastCallResult: (r.lastCallResult as CallResult | null) ?? null,
    nextCallAt: iso(r.nextCallAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * What anyone who registers clients learns of a client outside their record scope: the lookup by
 * phone and a call or visit logged by phone answer this and nothing more (decision 39).
 */
export function briefOf(row: ClientRow): ClientBrief {
  const { id, fullName, phone, managerName, blacklisted, inBasket } = row;
  return { id, fullName, phone, managerName, blacklisted, inBasket };
}

/** The brief of one client, or null when there is no such client. */
export async function clientBrief(db: Db, id: number): Promise<ClientBrief | null> {
  const [row] = (await withPeople(db, rowColumns).where(eq(clients.id, id))) as RawRow[];
  return row ? briefOf(toClientRow(row)) : null;
}

/** The folded key search runs on: the name in any spelling and every phone's digits. */
export function searchTextOf(fullName: string, phone: string, extraPhones: readonly string[]): string {
  return foldSearch(`${fullName} ${phone} ${extraPhones.join(" ")}`);
}

/** The client's personal numbers as this viewer may see them. */
export function personalFor(me: Viewer, passport: string | null, pinfl: string | null) {
  return canSeePersonal(me)
    ? { passport, pinfl, personalMasked: false }
    : {
        passport: maskPassport(passport),
        pinfl: maskPinfl(pinfl),
        personalMasked: passport !== null || pinfl !== null,
      };
}

/** A live or refused contract keeps the client for good: its history names them. */
export function hasContractSql() {
  // Written out: in a select from clients alone the builder would leave out the table names, and
  // a bare "id" inside the subquery would mean the contract's id.
  return sql<boolean>`exists (select 1 from contracts where contracts.client_id = clients.id)`;
}

/** The live client with this phone as main or second phone, if any (the 409 of a new client). */
export async function livePhoneOwner(db: Db, phone: string, exceptId?: number): Promise<number | null> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        isNull(clients.deletedAt),
        or(eq(clients.phone, phone), sql`${clients.extraPhones} @> array[${phone}]::text[]`),
        exceptId ? sql`${clients.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export function phoneTaken(clientId: number): AppError {
  return new AppError("CLIENT_PHONE_EXISTS", "A client with this phone exists", { details: { clientId } });
}

export type { ClientCard };

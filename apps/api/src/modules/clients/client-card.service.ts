import type { CallDirection, CallResult, ClientCard, ClientStep, Language } from "@makon/shared";
import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  clientCalls,
  clientNotes,
  clientSteps,
  clients,
  clientVisits,
  objects,
  users,
} from "../../db/schema";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import {
  hasContractSql,
  personalFor,
  type RawRow,
  rowColumns,
  toClientRow,
  type Viewer,
  withPeople,
} from "./client-rows";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface CardExtras {
  address: string | null;
  note: string | null;
  interestObjectId: number | null;
  interestObjectName: string | null;
  interestRooms: number | null;
  interestBudget: number | null;
  passport: string | null;
  pinfl: string | null;
  language: Language;
  hasContract: boolean;
}

/** The client card: details, personal numbers as the viewer may see them, and the whole story. */
export async function clientCard(db: Db, id: number, me: Viewer): Promise<ClientCard> {
  const [row] = (await withPeople(db, {
    ...rowColumns,
    address: clients.address,
    note: clients.note,
    interestObjectId: clients.interestObjectId,
    interestObjectName: objects.name,
    interestRooms: clients.interestRooms,
    interestBudget: clients.interestBudget,
    passport: clients.passport,
    pinfl: clients.pinfl,
    language: clients.language,
    hasContract: hasContractSql(),
  })
    .leftJoin(objects, eq(objects.id, clients.interestObjectId))
    .where(eq(clients.id, id))) as unknown as (RawRow & CardExtras)[];
  if (!row) throw new AppError("NOT_FOUND", "Client not found");
  const visitManager = alias(users, "visit_manager");
  const [steps, visits, calls, notes] = await Promise.all([
    db
      .select({
        id: clientSteps.id,
        step: clientSteps.step,
        note: clientSteps.note,
        userId: clientSteps.userId,
        userName: users.name,
        createdAt: clientSteps.createdAt,
      })
      .from(clientSteps)
      .leftJoin(users, eq(users.id, clientSteps.userId))
      .where(eq(clientSteps.clientId, id))
      .orderBy(asc(clientSteps.createdAt), asc(clientSteps.id)),
    db
      .select({
        id: clientVisits.id,
        userId: clientVisits.userId,
        userName: users.name,
        managerId: clientVisits.managerId,
        managerName: visitManager.name,
        note: clientVisits.note,
        createdAt: clientVisits.createdAt,
      })
      .from(clientVisits)
      .leftJoin(users, eq(users.id, clientVisits.userId))
      .leftJoin(visitManager, eq(visitManager.id, clientVisits.managerId))
      .where(eq(clientVisits.clientId, id))
      .orderBy(desc(clientVisits.createdAt), desc(clientVisits.id)),
    db
      .select({
        id: clientCalls.id,
        userId: clientCalls.userId,
        userName: users.name,
        direction: clientCalls.direction,
        result: clientCalls.result,
        note: clientCalls.note,
        nextCallAt: clientCalls.nextCallAt,
        createdAt: clientCalls.createdAt,
      })
      .from(clientCalls)
      .leftJoin(users, eq(users.id, clientCalls.userId))
      .where(eq(clientCalls.clientId, id))
      .orderBy(desc(clientCalls.createdAt), desc(clientCalls.id)),
    db
      .select({
        id: clientNotes.id,
        userId: clientNotes.userId,
        userName: users.name,
        text: clientNotes.text,
        createdAt: clientNotes.createdAt,
      })
      .from(clientNotes)
      .leftJoin(users, eq(users.id, clientNotes.userId))
      .where(eq(clientNotes.clientId, id))
      .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id)),
  ]);
  return {
    ...toClientRow(row),
    address: row.address,
    note: row.note,
    interestObjectId: row.interestObjectId,
    interestObjectName: row.interestObjectName,
    interestRooms: row.interestRooms,
    interestBudget: row.interestBudget,
    ...personalFor(me, row.passport, row.pinfl),
    language: row.language,
    blacklistedAt: iso(row.blacklistedAt),
    hasContract: Boolean(row.hasContract),
    steps: steps.map((s) => ({ ...s, step: s.step as ClientStep, createdAt: s.createdAt.toISOString() })),
    visits: visits.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    calls: calls.map((c) => ({
      ...c,
      direction: c.direction as CallDirection,
      result: c.result as CallResult,
      nextCallAt: iso(c.nextCallAt),
      createdAt: c.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

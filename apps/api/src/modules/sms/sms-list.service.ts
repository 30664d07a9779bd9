import {
  maskedPhone,
  type SmsKind,
  type SmsMessage,
  type SmsPage,
  type SmsStatus,
  type smsListQuerySchema,
} from "@makon/shared";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { clients, contracts, smsMessages } from "../../db/schema";
import type { Db } from "../../db/types";
import { offsetOf, toPage, totalOver } from "../../lib/paging";
import { clientScopeSql, contractScopeSql, type ScopedViewer } from "../../lib/record-scope";
import { canSeePersonal } from "../clients";

type SmsQuery = z.infer<typeof smsListQuerySchema>;

/**
 * What the viewer may read: a message of a client in their client scope, or of a contract in
 * their contract scope (a collector works contracts, a manager their clients).
 */
function scope(me: ScopedViewer): SQL | undefined {
  const byClient = clientScopeSql(me);
  const byContract = contractScopeSql(me);
  if (!byClient || !byContract) return undefined;
  return or(byClient, and(sql`${smsMessages.contractId} is not null`, byContract));
}

/**
 * GET /api/sms: the outbox, newest first, phones masked without client_passport_view; noProvider
 * says nothing will leave the machine (the log driver), for the screen's banner.
 */
export async function listSms(db: Db, q: SmsQuery, me: ScopedViewer, noProvider: boolean): Promise<SmsPage> {
  const where = and(
    q.status ? eq(smsMessages.status, q.status) : undefined,
    q.kind ? eq(smsMessages.kind, q.kind) : undefined,
    q.clientId ? eq(smsMessages.clientId, q.clientId) : undefined,
    q.caseId ? eq(smsMessages.caseId, q.caseId) : undefined,
    scope(me),
  );
  const personal = canSeePersonal(me);
  const found = await db
    .select({
      id: smsMessages.id,
      kind: smsMessages.kind,
      status: smsMessages.status,
      phone: smsMessages.phone,
      text: smsMessages.text,
      attempts: smsMessages.attempts,
      lastError: smsMessages.lastError,
      clientId: smsMessages.clientId,
      clientName: clients.fullName,
      contractId: smsMessages.contractId,
      caseId: smsMessages.caseId,
      createdAt: smsMessages.createdAt,
      sentAt: smsMessages.sentAt,
      deliveredAt: smsMessages.deliveredAt,
      driver: smsMessages.driver,
      total: totalOver(),
    })
    .from(smsMessages)
    .innerJoin(clients, eq(clients.id, smsMessages.clientId))
    .leftJoin(contracts, eq(contracts.id, smsMessages.contractId))
    .where(where)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const page = await toPage(
    found,
    q,
    ({ driver, ...m }): SmsMessage => ({
      ...m,
      kind: m.kind as SmsKind,
      status: m.status as SmsStatus,
      phone: personal ? m.phone : maskedPhone(m.phone),
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      deliveredAt: m.deliveredAt?.toISOString() ?? null,
      logOnly: driver === "log",
    }),
    async () => {
      const [c] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(smsMessages)
        .innerJoin(clients, eq(clients.id, smsMessages.clientId))
        .leftJoin(contracts, eq(contracts.id, smsMessages.contractId))
        .where(where);
      return c?.n ?? 0;
    },
  );
  return { ...page, noProvider };
}

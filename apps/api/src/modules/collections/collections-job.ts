import { DEBTOR_CONTRACT_STATUS_LIST, OPEN_DEBT_STATUSES, tashkentToday } from "@makon/shared";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import { debtCases, debtSettings } from "../../db/schema";
import type { Db } from "../../db/types";
import { writeAudit } from "../../lib/audit";
import { notify } from "../../lib/notify";
import { addAction, caseLink, dropOpenPromises, isClosed } from "./debt-case-common";
import { breakPromises, keepPromises } from "./debt-promises";

const openList = sql.raw(OPEN_DEBT_STATUSES.map((s) => `'${s}'`).join(","));

/** A contract with nothing overdue today (the trigger-kept next due date), never a refused one. */
const cleared = (today: string) =>
  sql`c.status <> 'refused' and (c.next_due_date is null or c.next_due_date >= ${today}::date)`;

/**
 * Closes a locked open case as collected when its contract has nothing overdue today: the
 * conditional update moves it once whatever number of processes try.
 */
export async function collectIfCleared(tx: Db, caseId: number, actorId: number | null, today: string) {
  const done = await queryRows<{ id: number; status: string }>(
    tx,
    sql`update debt_cases d set status = 'collected', closed_at = now(), status_changed_at = now(), updated_at = now()
      from contracts c
      where d.id = ${caseId} and c.id = d.contract_id and d.status in (${openList}) and ${cleared(today)}
      returning d.id, d.status`,
  );
  if (!done.length) return false;
  await dropOpenPromises(tx, caseId);
  await addAction(tx, caseId, "collected", { userId: actorId });
  await writeAudit(tx, {
    userId: actorId,
    entity: "debt_case",
    entityId: caseId,
    action: "collected",
    after: { status: "collected" },
  });
  return true;
}

/**
 * Closes a locked open case as terminated when its contract was refused meanwhile (from the
 * contract's own screen): a refused contract is no debtor, and its case would wait for ever.
 */
async function terminateIfRefused(tx: Db, caseId: number): Promise<boolean> {
  const done = await queryRows<{ id: number }>(
    tx,
    sql`update debt_cases d set status = 'terminated', closed_at = now(), status_changed_at = now(), updated_at = now()
      from contracts c
      where d.id = ${caseId} and c.id = d.contract_id and d.status in (${openList}) and c.status = 'refused'
      returning d.id`,
  );
  if (!done.length) return false;
  await dropOpenPromises(tx, caseId);
  await addAction(tx, caseId, "closed", { userId: null });
  await writeAudit(tx, {
    userId: null,
    entity: "debt_case",
    entityId: caseId,
    action: "terminated",
    after: { status: "terminated" },
  });
  return true;
}

/**
 * Cases the job has something to do on: an open promise to settle, nothing overdue any more, or
 * the contract refused.
 */
async function casesToSettle(db: Db, today: string): Promise<number[]> {
  const found = await queryRows<{ id: number }>(
    db,
    sql`select p.case_id as id from debt_promises p join contracts c on c.id = p.contract_id
        where p.status = 'open'
          and (c.paid >= p.paid_before + p.promised_amount or p.promised_date < ${today}::date)
      union
      select d.id from debt_cases d join contracts c on c.id = d.contract_id
        where d.status in (${openList}) and (c.status = 'refused' or ${cleared(today)})
      order by id`,
  );
  return found.map((r) => r.id);
}

/**
 * Opens cases by themselves (debt_settings.auto_open_days) for debtors that many days overdue
 * or more with no open case — the partial unique index turns a second one away (ON CONFLICT DO
 * NOTHING), whatever number of processes run this — and not for a debt a closed case already
 * worked (closed since the oldest unpaid row fell due: the boss closed it, do not reopen it every
 * minute). The case goes to the setting's collector; it is recorded as opened by that collector,
 * or without one by whoever last saved the setting (it was their decision); with neither (a
 * setting never saved through the API) nothing is opened.
 */
async function autoOpen(db: Db, today: string): Promise<number> {
  const [s] = await db.select().from(debtSettings).where(eq(debtSettings.id, 1));
  const openerId = s?.autoAssigneeId ?? s?.updatedById ?? null;
  if (!s?.autoOpenDays || openerId === null) return 0;
  return db.transaction(async (tx) => {
    const opened = await queryRows<{ id: number; contract_id: number; number: string; client_name: string }>(
      tx,
      sql`insert into debt_cases (contract_id, assignee_id, opened_by_id, auto_opened)
        select c.id, ${s.autoAssigneeId}::int, ${openerId}::int, true from contracts c
        where c.status in (${sql.raw(DEBTOR_CONTRACT_STATUS_LIST)})
          and c.next_due_date <= ${today}::date - ${s.autoOpenDays}::int
          and not exists (select 1 from debt_cases o where o.contract_id = c.id
            and o.closed_at >= c.next_due_date::timestamp at time zone 'Asia/Tashkent')
        order by c.id
        on conflict (contract_id) where status not in ('collected','restructured','terminated','closed') do nothing
        returning id, contract_id,
          (select k.number from contracts k where k.id = debt_cases.contract_id) as number,
          (select cl.full_name from contracts k join clients cl on cl.id = k.client_id where k.id = debt_cases.contract_id) as client_name`,
    );
    for (const c of opened) {
      await addAction(tx, c.id, "opened", { userId: null });
      await writeAudit(tx, {
        userId: null,
        entity: "debt_case",
        entityId: c.id,
        action: "create",
        after: { contractId: c.contract_id, assigneeId: s.autoAssigneeId, autoOpened: true },
      });
    }
    if (s.autoAssigneeId !== null) {
      const assigneeId = s.autoAssigneeId;
      await notify(
        tx,
        null,
        opened.map((c) => ({
          userId: assigneeId,
          kind: "debt_assigned" as const,
          params: { caseId: c.id, contractNumber: c.number, clientName: c.client_name },
          link: caseLink(c.id),
        })),
      );
    }
    return opened.length;
  });
}

export interface CollectionsJobResult {
  kept: number;
  broken: number;
  collected: number;
  terminated: number;
  opened: number;
}

/**
 * The collections job (every minute in each API process; safe with several): promises kept by
 * the money, promises broken by the date (each once, the collector told), cases whose debt is
 * paid closed as collected (terminated when the contract was refused), and cases opened by themselves past the setting's days. Each case is
 * settled in its own transaction under its lock, so one failure leaves the others done.
 */
export async function collectionsJob(db: Db, today = tashkentToday()): Promise<CollectionsJobResult> {
  const result: CollectionsJobResult = { kept: 0, broken: 0, collected: 0, terminated: 0, opened: 0 };
  for (const caseId of await casesToSettle(db, today)) {
    await db.transaction(async (tx) => {
      const [c] = await tx
        .select({ status: debtCases.status })
        .from(debtCases)
        .where(eq(debtCases.id, caseId))
        .for("update");
      if (!c) return;
      // A refused contract's case ends first: its promises are set aside, not reported broken.
      const open = !isClosed(c.status);
      if (open && (await terminateIfRefused(tx, caseId))) {
        result.terminated++;
        return;
      }
      result.kept += await keepPromises(tx, caseId);
      result.broken += await breakPromises(tx, caseId, today);
      if (open && (await collectIfCleared(tx, caseId, null, today))) result.collected++;
    });
  }
  result.opened = await autoOpen(db, today);
  return result;
}

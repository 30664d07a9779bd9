import { sql } from "drizzle-orm";
import { queryRows } from "../../db/raw";
import type { Db } from "../../db/types";
import { notify } from "../../lib/notify";
import { addAction, caseLink } from "./debt-case-common";

/**
 * A case's open promises whose money has come (the contract's paid reached paid_before + amount)
 * are kept, each once: the update takes only rows still open. The caller holds the case's lock
 * (lockCase) — the same order as an action that replaces a promise, so the two never deadlock —
 * and a second process waits on it, then finds nothing open. A case still "promised" goes back
 * to work.
 */
export async function keepPromises(tx: Db, caseId: number): Promise<number> {
  const kept = await queryRows<{ id: number; case_id: number }>(
    tx,
    sql`update debt_promises p set status = 'kept', resolved_at = now()
      from contracts c
      where c.id = p.contract_id and p.status = 'open'
        and c.paid >= p.paid_before + p.promised_amount and p.case_id = ${caseId}
      returning p.id, p.case_id`,
  );
  for (const p of kept) {
    await addAction(tx, p.case_id, "promise_kept", { userId: null });
    await tx.execute(
      sql`update debt_cases set status = 'in_progress', status_changed_at = now(), updated_at = now()
        where id = ${p.case_id} and status = 'promised'
          and not exists (select 1 from debt_promises o where o.case_id = ${p.case_id} and o.status = 'open')`,
    );
  }
  return kept.length;
}

/**
 * A case's open promises whose date has passed (before Tashkent's today) short of their money are
 * broken, each once (the same conditional update under the case's lock as above): the timeline
 * says so, a case still "promised" becomes "promise_broken", and its collector is told (the bell).
 */
export async function breakPromises(tx: Db, caseId: number, today: string): Promise<number> {
  const broken = await queryRows<{
    id: number;
    case_id: number;
    promised_date: string;
    promised_amount: string;
    contract_number: string;
    assignee_id: number | null;
  }>(
    tx,
    sql`update debt_promises p set status = 'broken', resolved_at = now()
      from contracts c, debt_cases d
      where c.id = p.contract_id and d.id = p.case_id and p.status = 'open' and p.case_id = ${caseId}
        and p.promised_date < ${today}::date
        and c.paid < p.paid_before + p.promised_amount
      returning p.id, p.case_id, p.promised_date::text as promised_date,
        p.promised_amount::text as promised_amount, c.number as contract_number, d.assignee_id`,
  );
  for (const p of broken) {
    await addAction(tx, p.case_id, "promise_broken", {
      userId: null,
      promisedDate: p.promised_date,
      promisedAmount: Number(p.promised_amount),
    });
    await tx.execute(
      sql`update debt_cases set status = 'promise_broken', status_changed_at = now(), updated_at = now()
        where id = ${p.case_id} and status = 'promised'`,
    );
    if (p.assignee_id !== null)
      await notify(tx, null, [
        {
          userId: p.assignee_id,
          kind: "debt_promise_broken",
          params: {
            caseId: p.case_id,
            contractNumber: p.contract_number,
            promisedDate: p.promised_date,
            promisedAmount: Number(p.promised_amount),
          },
          link: caseLink(p.case_id),
        },
      ]);
  }
  return broken.length;
}

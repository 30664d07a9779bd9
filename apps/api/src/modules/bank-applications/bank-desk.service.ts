import { type BankDesk, type BankLevel, STALE_BANK_DAYS } from "@makon/shared";
import { type SQL, sql } from "drizzle-orm";
import { queryRow, queryRows } from "../../db/raw";
import { OPEN_BANK_STATUS_LIST } from "../../db/schema";
import type { Db } from "../../db/types";
import { contractScopeSql } from "../../lib/record-scope";
import { doesWorkSql } from "../../lib/workers";
import { assertDecidesLevel } from "./bank-applications.access";
import { enteredBefore, type ListViewer } from "./bank-list.service";

/** The viewer's contracts, on an application aliased `a` (true for a scope of all). */
function inScope(viewer: ListViewer): SQL {
  const scope = contractScopeSql(viewer);
  return scope ? sql`a.contract_id in (select contracts.id from contracts where ${scope})` : sql`true`;
}

/**
 * The head's desk of one level: what waits for them, who carries how much, and how each bank
 * decides. Three aggregate reads over the level's applications (the level's index), counted in
 * the database; the stale cut-off is the list's minDays=STALE_BANK_DAYS, so the desk's number
 * and the list it opens agree.
 */
export async function bankDesk(db: Db, viewer: ListViewer, level: BankLevel): Promise<BankDesk> {
  assertDecidesLevel(viewer, level);
  const scope = inScope(viewer);
  const stale = enteredBefore(STALE_BANK_DAYS);
  const c = await queryRow<{
    unassigned: number;
    waiting: number;
    stale: number;
  }>(
    db,
    sql`
    select
      count(*) filter (where a.assignee_id is null and a.status in ${OPEN_BANK_STATUS_LIST})::int as unassigned,
      count(*) filter (where a.status = 'under_review')::int as waiting,
      count(*) filter (where a.status in ${OPEN_BANK_STATUS_LIST} and a.status_changed_at < ${stale})::int as stale
    from bank_applications a
    where a.level = ${level} and ${scope}`,
  );
  // Everyone who works the level, with nothing open too; and anyone still holding open files of it.
  const workload = await queryRows<BankDesk["workload"][number]>(
    db,
    sql`
    select u.id as "userId", u.name,
      count(a.id)::int as open,
      count(a.id) filter (where a.status = 'new')::int as new,
      count(a.id) filter (where a.status = 'documents_submitted')::int as "documentsSubmitted",
      count(a.id) filter (where a.status = 'under_review')::int as "underReview"
    from users u
    left join bank_applications a
      on a.assignee_id = u.id and a.level = ${level} and a.status in ${OPEN_BANK_STATUS_LIST} and ${scope}
    where ${doesWorkSql(level === "lower" ? "bank_lower" : "bank_upper")} or a.id is not null
    group by u.id, u.name
    order by u.name, u.id`,
  );
  const byBank = await queryRows<
    Omit<BankDesk["byBank"][number], "amountRequested" | "amountApproved" | "amountFunded"> & {
      amountRequested: string;
      amountApproved: string;
      amountFunded: string;
    }
  >(
    db,
    sql`
    select b.id as "bankId", b.name as "bankName",
      count(*) filter (where a.status in ('approved','rejected','funded'))::int as decided,
      count(*) filter (where a.status in ('approved','funded'))::int as approved,
      count(*) filter (where a.status = 'rejected')::int as rejected,
      coalesce(sum(a.amount_requested), 0)::text as "amountRequested",
      coalesce(sum(a.amount_approved) filter (where a.status in ('approved','funded')), 0)::text as "amountApproved",
      coalesce(sum(a.funded_amount) filter (where a.status = 'funded'), 0)::text as "amountFunded"
    from bank_applications a
    join banks b on b.id = a.bank_id
    where a.level = ${level} and ${scope}
    group by b.id, b.name
    order by b.name, b.id`,
  );
  return {
    unassigned: Number(c?.unassigned ?? 0),
    waiting: Number(c?.waiting ?? 0),
    stale: Number(c?.stale ?? 0),
    staleDays: STALE_BANK_DAYS,
    workload: workload.map((w) => ({
      userId: Number(w.userId),
      name: w.name,
      open: Number(w.open),
      new: Number(w.new),
      documentsSubmitted: Number(w.documentsSubmitted),
      underReview: Number(w.underReview),
    })),
    // Sums of bigint come back as text (numeric): whole soum, exact as numbers up to 9·10^15.
    byBank: byBank.map((b) => ({
      bankId: Number(b.bankId),
      bankName: b.bankName,
      decided: Number(b.decided),
      approved: Number(b.approved),
      rejected: Number(b.rejected),
      amountRequested: Number(b.amountRequested),
      amountApproved: Number(b.amountApproved),
      amountFunded: Number(b.amountFunded),
    })),
  };
}

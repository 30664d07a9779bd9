import { type SQL, sql } from "drizzle-orm";

/** Why an act cannot be made for a contract now (the contract's handover state names it too). */
export type HandoverBlock =
  | "CONTRACT_WRONG_STATUS"
  | "HANDOVER_EXISTS"
  | "HANDOVER_BUILDING_NOT_READY"
  | "HANDOVER_NOT_PAID";

/** What the rule reads of a contract: its status, its building's, its money, permit and act. */
export interface HandoverStanding {
  status: string;
  buildStatus: string;
  total: number;
  paid: number;
  permitted: boolean;
  hasAct: boolean;
}

/**
 * The one rule of handover: an act needs the contract concluded (no act yet), its building
 * "completed", and it paid in full or a boss's permit. The first reason that holds is named, in
 * the order the act's refusals are checked.
 */
export function handoverBlock(r: HandoverStanding): HandoverBlock | null {
  if (r.hasAct || r.status === "handed_over") return "HANDOVER_EXISTS";
  if (r.status !== "concluded") return "CONTRACT_WRONG_STATUS";
  if (r.buildStatus !== "completed") return "HANDOVER_BUILDING_NOT_READY";
  if (r.paid < r.total && !r.permitted) return "HANDOVER_NOT_PAID";
  return null;
}

/**
 * The same rule as a condition for lists: on `contracts` (unaliased, as the record scope's
 * condition names it) and its unit's building under `building` (an alias written in code, never
 * from a request). A concluded contract has no act (the act moves it to handed_over), so the
 * status test covers "no act yet".
 */
export function handoverReadySql(building: "bu" | "b" | "buildings" = "bu"): SQL {
  return sql.raw(`(contracts.status = 'concluded' and ${building}.build_status = 'completed'
    and (contracts.paid >= contracts.total
      or exists (select 1 from handover_permits hp where hp.contract_id = contracts.id)))`);
}

import { formatDate, type Notification } from "@makon/shared";
import { formatMoney } from "../../lib/format-money";

/** The words of a notification: a catalogue key under `notifications:kind` and its values. */
export interface NotificationWords {
  key:
    | "assigned"
    | "approved"
    | "approvedAmount"
    | "rejected"
    | "rejectedReason"
    | "funded"
    | "fundedNoAmount"
    | "debtAssigned"
    | "debtPromiseBroken"
    | "debtEscalated"
    | "debtEscalatedNote";
  values: Record<string, string>;
}

const text = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
const money = (v: unknown): string => (typeof v === "number" && Number.isFinite(v) ? formatMoney(v) : "");

/**
 * Which sentence a notification reads as, and its values: the level's name is looked up by the
 * caller (`levelName`), money is formatted as soʻm. A missing value picks the sentence without it.
 */
export function notificationWords(
  n: Pick<Notification, "kind" | "params">,
  levelName: (level: string) => string,
): NotificationWords {
  const p = n.params;
  const contractNumber = text(p.contractNumber);
  if (n.kind === "bank_assigned") return { key: "assigned", values: { contractNumber } };
  if (n.kind === "debt_assigned")
    return { key: "debtAssigned", values: { contractNumber, clientName: text(p.clientName) } };
  if (n.kind === "debt_promise_broken") {
    const day = text(p.promisedDate);
    return {
      key: "debtPromiseBroken",
      values: { contractNumber, promisedDate: day ? formatDate(day) : "", amount: money(p.promisedAmount) },
    };
  }
  if (n.kind === "debt_escalated") {
    const note = text(p.note);
    return note
      ? { key: "debtEscalatedNote", values: { contractNumber, note } }
      : { key: "debtEscalated", values: { contractNumber } };
  }
  if (n.kind === "bank_funded") {
    const amount = money(p.amount);
    return amount
      ? { key: "funded", values: { contractNumber, amount } }
      : { key: "fundedNoAmount", values: { contractNumber } };
  }
  const level = levelName(text(p.level) || "lower");
  if (text(p.status) === "rejected") {
    const reason = text(p.reason);
    return reason
      ? { key: "rejectedReason", values: { level, contractNumber, reason } }
      : { key: "rejected", values: { level, contractNumber } };
  }
  const amount = money(p.amount);
  return amount
    ? { key: "approvedAmount", values: { level, contractNumber, amount } }
    : { key: "approved", values: { level, contractNumber } };
}

/** Only the app's own paths are followed: a link is never sent off-site. */
export function safeLink(link: string | null): string | null {
  return link && /^\/(?!\/)[\w\-/?=&%.]*$/.test(link) ? link : null;
}

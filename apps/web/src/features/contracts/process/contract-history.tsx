import {
  type AuditEntry,
  CONTRACT_STATUSES,
  formatDate,
  formatMoney,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
} from "@makon/shared";
import { useTranslation } from "react-i18next";
import type { contracts as contractTexts } from "../../../i18n/uz/contracts";
import { formatDateTime, HistoryDrawer } from "../../../lib/history";

type HistoryField = keyof typeof contractTexts.historyFields;

/** Bookkeeping and ids that mean nothing to a reader of the history. */
const IGNORED = [
  "id",
  "createdAt",
  "updatedAt",
  "seq",
  "year",
  "userId",
  "contractId",
  "cancelledBy",
  "clientId",
  "unitId",
  "managerId",
  "sellerOrganisationId",
  "sellerAccountId",
  "buyerOrganisationId",
  "scheduleVersion",
];
const MONEY = new Set(["amount", "total", "downPayment", "discount", "pricePerM2"]);
const TIMES = new Set(["signedAt", "cancelledAt", "refusedAt"]);
const DAYS = new Set(["paidAt", "date"]);

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

interface ContractHistoryProps {
  contractId: number;
  number: string;
  open: boolean;
  onClose: () => void;
}

/** The contract's and its payments' history, with Uzbek field names and values. */
export function ContractHistory({ contractId, number, open, onClose }: ContractHistoryProps) {
  const { t } = useTranslation("contracts");
  const fieldLabel = (field: string) =>
    field in FIELD_SET ? t(`historyFields.${field as HistoryField}`) : undefined;
  const renderValue = (field: string, value: unknown): string | undefined => {
    if (value === null || value === undefined) return undefined;
    if (field === "status" && isOneOf(CONTRACT_STATUSES, value)) return t(`status.${value}`);
    if (field === "method" && isOneOf(PAYMENT_METHODS, value)) return t(`method.${value}`);
    if (field === "paymentType" && isOneOf(PAYMENT_TYPES, value)) return t(`paymentType.${value}`);
    if (field === "kind" && isOneOf(PAYMENT_KINDS, value)) return t(`paymentKind.${value}`);
    if (field === "signedScan") return t("scan.stored");
    if (MONEY.has(field) && typeof value === "number") return formatMoney(value);
    if (TIMES.has(field) && typeof value === "string") return formatDateTime(value);
    if (DAYS.has(field) && typeof value === "string") return formatDate(value);
    return undefined;
  };
  // Payments share the contract's drawer: their "create"/"cancel" read as what happened to money.
  const actionLabel = (entry: AuditEntry): string | undefined => {
    if (entry.entity === "payment" && entry.action === "create") return t("historyActions.paymentCreate");
    if (entry.entity === "payment" && entry.action === "cancel") return t("historyActions.paymentCancel");
    if (entry.entity === "contract" && entry.action === "create") return t("historyActions.contractCreate");
    return undefined;
  };
  return (
    <HistoryDrawer
      actionLabel={actionLabel}
      open={open}
      onClose={onClose}
      url={`/api/shartnoma/${contractId}/history`}
      title={t("actions.historyTitle", { number })}
      fieldLabel={fieldLabel}
      renderValue={renderValue}
      ignoreFields={IGNORED}
    />
  );
}

/** The fields with Uzbek names (checked at run time: audit rows are free-form). */
const FIELD_SET: Record<HistoryField, true> = {
  status: true,
  signedAt: true,
  cancelledAt: true,
  cancelReason: true,
  kind: true,
  amount: true,
  method: true,
  paidAt: true,
  receiptNumber: true,
  number: true,
  date: true,
  total: true,
  downPayment: true,
  months: true,
  discount: true,
  pricePerM2: true,
  areaM2: true,
  paymentType: true,
  refusalReason: true,
  refusedAt: true,
  signedScan: true,
  reason: true,
};

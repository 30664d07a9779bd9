import {
  CALL_RESULTS,
  type CallResult,
  CLIENT_SOURCES,
  CLIENT_STEPS,
  type ClientSource,
  type ClientStep,
  formatMoney,
  formatPhone,
} from "@makon/shared";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { clients as texts } from "../../../i18n/uz/clients";
import { formatDateTime, HistoryDrawer } from "../../../lib/history";
import { useManagers } from "../api/use-managers";

interface ClientHistoryProps {
  client: { id: number; fullName: string };
  open: boolean;
  onClose: () => void;
}

type FieldName = keyof typeof texts.historyFields;
const isStep = (v: string): v is ClientStep => (CLIENT_STEPS as readonly string[]).includes(v);
const isSource = (v: string): v is ClientSource => (CLIENT_SOURCES as readonly string[]).includes(v);
const isResult = (v: string): v is CallResult => (CALL_RESULTS as readonly string[]).includes(v);
const isField = (v: string): v is FieldName => Object.hasOwn(texts.historyFields, v);
const phone = (v: unknown) => (typeof v === "string" && /^\d{9}$/.test(v) ? formatPhone(v) : String(v));

/** Bookkeeping the staff need not read; the search key is derived from the name and phones. */
const IGNORED = ["id", "createdAt", "updatedAt", "searchText"] as const;

/** The client's audit rows (GET /api/client/{id}/history) in the shared history drawer. */
export function ClientHistory({ client, open, onClose }: ClientHistoryProps) {
  const { t } = useTranslation("clients");
  // Managers by name where the list knows them; anyone else stays a number.
  const managers = useManagers(open);
  const renderValue = useCallback(
    (field: string, value: unknown): string | undefined => {
      if (field === "managerId" && typeof value === "number")
        return managers.data?.find((m) => m.id === value)?.name;
      if (field === "extraPhones" && Array.isArray(value) && value.length > 0)
        return value.map(phone).join(", ");
      if (field === "interestBudget" && typeof value === "number") return formatMoney(value);
      if (typeof value !== "string") return undefined;
      if (field === "step" && isStep(value)) return t(`steps.${value}`);
      if (field === "source" && isSource(value)) return t(`sources.${value}`);
      if (field === "lastCallResult" && isResult(value)) return t(`callResults.${value}`);
      if (field === "phone") return phone(value);
      if (field.endsWith("At")) return formatDateTime(value) || undefined;
      return undefined;
    },
    [t, managers.data],
  );
  const fieldLabel = useCallback(
    (field: string) => (isField(field) ? t(`historyFields.${field}`) : undefined),
    [t],
  );
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={`/api/client/${client.id}/history`}
      title={t("historyTitle", { name: client.fullName })}
      renderValue={renderValue}
      fieldLabel={fieldLabel}
      ignoreFields={IGNORED}
    />
  );
}

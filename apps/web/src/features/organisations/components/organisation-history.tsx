import { formatPhone, ORGANISATION_KINDS, type OrganisationKind } from "@makon/shared";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, HistoryDrawer } from "../../../lib/history";
import { groupAccountNumber } from "../organisation-format";

interface OrganisationHistoryProps {
  /** The organisation whose "Tarix" is open; null keeps the drawer closed. */
  organisation: { id: number; name: string } | null;
  onClose: () => void;
  /** A bank's name by id, for the accounts' bankId changes. */
  bankName?: (id: number) => string | undefined;
}

const isKind = (value: unknown): value is OrganisationKind =>
  typeof value === "string" && (ORGANISATION_KINDS as readonly string[]).includes(value);

/** The organisation's and its accounts' changes (GET /api/tashkilot/{id}/history). */
export function OrganisationHistory({ organisation, onClose, bankName }: OrganisationHistoryProps) {
  const { t } = useTranslation("organisations");
  // The last organisation stays in the drawer while it slides shut.
  const [shown, setShown] = useState(organisation);
  if (organisation && organisation !== shown) setShown(organisation);
  const renderValue = useCallback(
    (field: string, value: unknown): string | undefined => {
      if (field === "kind" && isKind(value)) return t(`kind.${value}`);
      if (field === "bankId" && typeof value === "number") return bankName?.(value);
      if (field === "phone" && typeof value === "string") return formatPhone(value);
      if (field === "accountNumber" && typeof value === "string") return groupAccountNumber(value);
      if ((field === "archivedAt" || field === "createdAt") && typeof value === "string") {
        return formatDateTime(value) || undefined;
      }
      return undefined;
    },
    [t, bankName],
  );
  return (
    <HistoryDrawer
      open={organisation !== null}
      onClose={onClose}
      url={shown ? `/api/tashkilot/${shown.id}/history` : null}
      title={shown ? t("historyTitle", { name: shown.name }) : ""}
      renderValue={renderValue}
      fieldLabel={(field) => (field === "isPrimary" ? t("accounts.primary") : undefined)}
    />
  );
}

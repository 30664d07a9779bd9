import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface ContractHistoryProps {
  contractId: number;
  number: string;
  open: boolean;
  onClose: () => void;
}

/** The contract's and its payments' history (GET /api/shartnoma/{id}/history). */
export function ContractHistory({ contractId, number, open, onClose }: ContractHistoryProps) {
  const { t } = useTranslation("contracts");
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={`/api/shartnoma/${contractId}/history`}
      title={t("actions.historyTitle", { number })}
    />
  );
}

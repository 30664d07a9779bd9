import type { BankApplicationStatus } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

export const BANK_STATUS_COLORS: Record<BankApplicationStatus, string> = {
  new: "blue",
  documents_submitted: "gold",
  under_review: "orange",
  approved: "green",
  rejected: "red",
  funded: "cyan",
};

export function BankStatusTag({ status }: { status: BankApplicationStatus }) {
  const { t } = useTranslation("bankApplications");
  return (
    <Tag color={BANK_STATUS_COLORS[status]} className="ba-status-tag" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

import type { ContractStatus } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

export const CONTRACT_STATUS_COLORS: Record<ContractStatus, string> = {
  draft: "default",
  in_process: "processing",
  bank_lower: "gold",
  bank_upper: "orange",
  concluded: "green",
  handed_over: "cyan",
  refused: "red",
};

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation("contracts");
  return (
    <Tag color={CONTRACT_STATUS_COLORS[status]} className="ct-status-tag" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

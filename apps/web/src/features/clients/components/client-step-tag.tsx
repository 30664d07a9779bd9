import type { ClientStep } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** One colour per step of the sales funnel: early steps cool, the contract warm, the end green. */
export const STEP_COLORS: Record<ClientStep, string> = {
  new: "blue",
  consulting: "cyan",
  booked: "gold",
  contract: "orange",
  bank_lower: "purple",
  bank_upper: "geekblue",
  concluded: "green",
  handed_over: "success",
  refused: "default",
};

export function ClientStepTag({ step }: { step: ClientStep }) {
  const { t } = useTranslation("clients");
  return <Tag color={STEP_COLORS[step]}>{t(`steps.${step}`)}</Tag>;
}

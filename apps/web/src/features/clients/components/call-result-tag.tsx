import type { CallResult } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

export const CALL_RESULT_COLORS: Record<CallResult, string> = {
  answered: "blue",
  no_answer: "default",
  interested: "green",
  callback: "gold",
  refused: "volcano",
  wrong_number: "magenta",
};

/** What came of a call, in its colour. */
export function CallResultTag({ result }: { result: CallResult }) {
  const { t } = useTranslation("clients");
  return <Tag color={CALL_RESULT_COLORS[result]}>{t(`callResults.${result}`)}</Tag>;
}

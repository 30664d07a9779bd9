import { useTranslation } from "react-i18next";
import { HandoverScreen } from "../../features/handover";
import type { ScreenProps } from "../screen-props";

/** /topshiruv — deals ready to hand over, appointments, acts, defects and settings. */
export default function HandoverPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <HandoverScreen title={t(`titles.${pageKey}`)} />;
}

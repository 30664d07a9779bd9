import { useTranslation } from "react-i18next";
import { HandoverScreen, prefetchHandover } from "../../features/handover";
import type { ScreenData, ScreenProps } from "../screen-props";

export const screenData: ScreenData = ({ client, search }) => prefetchHandover(client, search);

/** /topshiruv — deals ready to hand over, appointments, acts, defects and settings. */
export default function HandoverPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <HandoverScreen title={t(`titles.${pageKey}`)} />;
}

import { useTranslation } from "react-i18next";
import { CollectionsScreen } from "../../features/collections";
import { SmsOutbox } from "../../features/sms";
import type { ScreenProps } from "../screen-props";

/** /undiruv — debtors, cases, the boss's view, the SMS outbox (features/sms) and settings. */
export default function CollectionsPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <CollectionsScreen title={t(`titles.${pageKey}`)} smsOutbox={<SmsOutbox />} />;
}

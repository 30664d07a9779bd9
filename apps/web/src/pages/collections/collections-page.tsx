import { useTranslation } from "react-i18next";
import { CollectionsScreen, prefetchCollections } from "../../features/collections";
import { SmsOutbox } from "../../features/sms";
import type { ScreenData, ScreenProps } from "../screen-props";

export const screenData: ScreenData = ({ client, search, user }) => prefetchCollections(client, search, user);

/** /undiruv — debtors, cases, the boss's view, the SMS outbox (features/sms) and settings. */
export default function CollectionsPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return <CollectionsScreen title={t(`titles.${pageKey}`)} smsOutbox={<SmsOutbox />} />;
}

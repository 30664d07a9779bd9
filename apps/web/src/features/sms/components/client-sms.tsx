import { useTranslation } from "react-i18next";
import { useSmsRights } from "../use-sms-rights";
import { SmsOptOutSwitch } from "./sms-opt-out-switch";
import { SmsOutbox } from "./sms-outbox";

/** The client card's SMS section: the opt-out and the client's messages. */
export function ClientSms({ clientId }: { clientId: number }) {
  const rights = useSmsRights();
  return (
    <div className="sms-client" data-testid="client-sms">
      <SmsOptOutSwitch clientId={clientId} canChange={rights.optOut} />
      <SmsOutbox clientId={clientId} />
    </div>
  );
}

/**
 * The client card's SMS section (its title and content), for users with a collections page or
 * client_edit; null for others (the card shows none).
 */
export function useClientSmsTab(clientId: number) {
  const { t } = useTranslation("sms");
  const rights = useSmsRights();
  if (!rights.read) return null;
  return { key: "sms", label: t("title"), children: <ClientSms clientId={clientId} /> };
}

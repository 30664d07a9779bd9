import { formatDateTime, formatPhone, type SmsMessage } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { SmsStatusTag } from "../../../sms";

/** The SMS sent to the client about this contract, newest first. */
export function SmsList({ messages }: { messages: SmsMessage[] }) {
  const { t } = useTranslation("collections");
  if (messages.length === 0) return <p className="dc-muted">{t("detail.smsEmpty")}</p>;
  return (
    <ul className="dc-list" data-testid="dc-sms">
      {messages.map((m) => (
        <li key={m.id} className="dc-list-item dc-sms-item">
          <span className="dc-stack">
            <span>
              <strong>{t(`smsKind.${m.kind}`)}</strong>{" "}
              <span className="dc-muted">
                {formatPhone(m.phone)} · {formatDateTime(m.sentAt ?? m.createdAt)}
              </span>
            </span>
            <span className="dc-sms-text">{m.text}</span>
          </span>
          <SmsStatusTag status={m.status} logOnly={m.logOnly} />
        </li>
      ))}
    </ul>
  );
}

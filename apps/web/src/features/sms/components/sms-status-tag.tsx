import type { SmsStatus } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const COLORS: Record<SmsStatus, string> = {
  queued: "default",
  sending: "blue",
  sent: "cyan",
  delivered: "green",
  failed: "red",
  cancelled: "default",
  unknown: "orange",
};

/**
 * A message's state. One "sent" by the log driver (no provider set) never left the server: it is
 * shown as written to the log, never as sent, so nobody believes the client was told.
 */
export function SmsStatusTag({ status, logOnly = false }: { status: SmsStatus; logOnly?: boolean }) {
  const { t } = useTranslation("sms");
  const logged = logOnly && status === "sent";
  return (
    <Tag
      color={logged ? "gold" : COLORS[status]}
      className="sms-tag"
      data-status={logged ? "logged" : status}
    >
      {logged ? t("logged") : t(`status.${status}`)}
    </Tag>
  );
}

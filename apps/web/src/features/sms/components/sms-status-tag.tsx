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

export function SmsStatusTag({ status }: { status: SmsStatus }) {
  const { t } = useTranslation("sms");
  return (
    <Tag color={COLORS[status]} className="sms-tag" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

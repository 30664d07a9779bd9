import { StopOutlined } from "@ant-design/icons";
import { Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/** The loud red flag of a blacklisted client; the reason shows on hover and to screen readers. */
export function BlacklistTag({ reason }: { reason: string | null }) {
  const { t } = useTranslation("clients");
  const title = reason ? t("blacklist.tagTitle", { reason }) : t("blacklist.tag");
  return (
    <Tooltip title={title}>
      <Tag color="red" icon={<StopOutlined />} className="cl-blacklist-tag" aria-label={title} title={title}>
        {t("blacklist.tag")}
      </Tag>
    </Tooltip>
  );
}

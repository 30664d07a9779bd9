import { SwapOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { formatPhone } from "@makon/shared";
import { Alert, Button, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useErrorText } from "../../../lib/api";
import { BlacklistTag, ClientStepTag, useClientCard } from "../../clients";

interface Props {
  clientId: number;
  onChange: () => void;
  canChooseRoom: boolean;
}

/** The client the seller works with: name, phone, step and the loud blacklist flag. */
export function ChosenClient({ clientId, onChange, canChooseRoom }: Props) {
  const { t } = useTranslation("sales");
  const errorText = useErrorText();
  const card = useClientCard(clientId);
  if (card.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (card.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(card.error)}
        action={<Button onClick={onChange}>{t("client.change")}</Button>}
      />
    );
  }
  const c = card.data;
  return (
    <div className="sl-chosen" data-client-id={c.id}>
      <div className="sl-found-client">
        <strong className="sl-chosen-name">{c.fullName}</strong>
        <span className="sl-muted">{formatPhone(c.phone)}</span>
        <span>
          <ClientStepTag step={c.step} />
          {c.blacklisted && <BlacklistTag reason={c.blacklistReason} />}
        </span>
      </div>
      <Space wrap>
        <Button size="small" icon={<SwapOutlined />} onClick={onChange}>
          {t("client.change")}
        </Button>
        {canChooseRoom && (
          <Link to={`/room_choose/${c.id}`}>
            <UnorderedListOutlined /> {t("client.matching")}
          </Link>
        )}
      </Space>
    </div>
  );
}

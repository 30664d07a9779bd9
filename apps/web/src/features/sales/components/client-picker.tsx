import { SearchOutlined, UserAddOutlined } from "@ant-design/icons";
import { formatPhone } from "@makon/shared";
import { Alert, Button, Empty, Input, List, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { BlacklistTag, ClientStepTag } from "../../clients";
import { useClientSearch } from "../api/use-client-find";
import { NewClientModal } from "./new-client-modal";

interface Props {
  onPick: (clientId: number) => void;
  canCreate: boolean;
}

/** Find a client by phone (exact lookup) or name, or register one on the spot. */
export function ClientPicker({ onPick, canCreate }: Props) {
  const { t } = useTranslation("sales");
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [creating, setCreating] = useState(false);
  const search = useClientSearch(q);
  return (
    <div className="sl-picker">
      <Space.Compact className="sl-full">
        <Input
          allowClear
          aria-label={t("client.search")}
          placeholder={t("client.search")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => setQ(text.trim())}
        />
        <Button icon={<SearchOutlined />} onClick={() => setQ(text.trim())}>
          {t("client.searchButton")}
        </Button>
      </Space.Compact>
      {canCreate && (
        <Button icon={<UserAddOutlined />} className="sl-new-client" onClick={() => setCreating(true)}>
          {t("client.create")}
        </Button>
      )}
      {search.isFetching && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {search.isError && <Alert type="error" showIcon title={errorText(search.error)} />}
      {search.data?.foreign && !search.isFetching && (
        <Alert
          type="warning"
          showIcon
          data-testid="foreign-client"
          title={t("client.foreign", { name: search.data.foreign.fullName })}
          description={t("client.foreignManager", {
            manager: search.data.foreign.managerName ?? t("client.noManager"),
          })}
        />
      )}
      {search.data &&
        !search.isFetching &&
        !search.data.foreign &&
        (search.data.clients.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("client.notFound")} />
        ) : (
          <List
            size="small"
            className="sl-found"
            dataSource={search.data.clients}
            renderItem={(c) => (
              <List.Item
                data-client-id={c.id}
                actions={[
                  <Button key="pick" size="small" type="primary" onClick={() => onPick(c.id)}>
                    {t("client.pick")}
                  </Button>,
                ]}
              >
                <div className="sl-found-client">
                  <strong>{c.fullName}</strong>
                  <span className="sl-muted">{formatPhone(c.phone)}</span>
                  <span>
                    <ClientStepTag step={c.step} />
                    {c.blacklisted && <BlacklistTag reason={c.blacklistReason} />}
                  </span>
                </div>
              </List.Item>
            )}
          />
        ))}
      <NewClientModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          onPick(id);
        }}
      />
    </div>
  );
}

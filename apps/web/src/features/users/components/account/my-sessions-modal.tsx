import type { UserSession } from "@makon/shared";
import { App, Button, Modal, Popconfirm, Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { formatDateTime } from "../../../../lib/history";
import { useEndMySession, useMySessions } from "../../api/my-account";
import { deviceName } from "../../device-name";

/** One's own live sessions: where one is signed in, and signing another device out. */
export function MySessionsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("shell");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const sessions = useMySessions(true);
  const end = useEndMySession();

  const columns: TableProps<UserSession>["columns"] = [
    {
      key: "device",
      title: t("account.device"),
      render: (_, s) => (
        <span>
          {deviceName(s.userAgent) ?? t("account.unknownDevice")}{" "}
          {s.current && <Tag color="green">{t("account.thisDevice")}</Tag>}
        </span>
      ),
    },
    {
      key: "ip",
      title: t("account.ip"),
      dataIndex: "ip",
      render: (ip: string | null) => ip ?? "—",
      width: 140,
    },
    {
      key: "lastSeenAt",
      title: t("account.lastSeen"),
      dataIndex: "lastSeenAt",
      render: (v: string) => formatDateTime(v),
      width: 150,
    },
    {
      key: "end",
      title: "",
      width: 120,
      align: "right",
      render: (_, s) =>
        s.current ? null : (
          <Popconfirm
            title={t("account.endConfirm")}
            okText={t("account.yes")}
            cancelText={t("account.no")}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              end.mutateAsync(s.id).then(
                () => void message.success(t("account.ended")),
                (error: unknown) => void message.error(errorText(error)),
              )
            }
          >
            <Button size="small" danger>
              {t("account.end")}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Modal
      open
      onCancel={onClose}
      title={t("account.sessionsTitle")}
      width="min(760px, calc(100vw - 32px))"
      footer={<Button onClick={onClose}>{t("account.close")}</Button>}
      destroyOnHidden
    >
      <Table<UserSession>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={sessions.isFetching}
        pagination={false}
        scroll={{ x: 600 }}
        className="my-sessions-table"
      />
    </Modal>
  );
}

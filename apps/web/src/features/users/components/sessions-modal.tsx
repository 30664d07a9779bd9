import type { User, UserSession } from "@makon/shared";
import { Alert, App, Button, Modal, Popconfirm, Table, type TableProps, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { formatDateTime } from "../../../lib/history";
import { useEndAllUserSessions } from "../api/end-all-user-sessions";
import { useEndUserSession } from "../api/end-user-session";
import { useUserSessions } from "../api/use-user-sessions";
import { deviceName } from "../device-name";

interface SessionsModalProps {
  open: boolean;
  user: User | null;
  currentUserId: number;
  onClose: () => void;
}

/** A user's live sessions: when and where they signed in, and ending one or all of them. */
export function SessionsModal({ open, user, currentUserId, onClose }: SessionsModalProps) {
  const { t } = useTranslation("users");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const sessions = useUserSessions(open && user ? user.id : null);
  const endOne = useEndUserSession();
  const endAll = useEndAllUserSessions();
  const isSelf = user?.id === currentUserId;

  const failed = (error: unknown) => void message.error(errorText(error));

  const columns: TableProps<UserSession>["columns"] = [
    {
      key: "device",
      title: t("sessions.device"),
      render: (_, s) => (
        <span className="session-device">
          <span>{deviceName(s.userAgent) ?? t("sessions.unknownDevice")}</span>
          {s.current && <Tag color="green">{t("sessions.current")}</Tag>}
        </span>
      ),
    },
    {
      key: "ip",
      title: t("sessions.ip"),
      dataIndex: "ip",
      render: (ip: string | null) => ip ?? "—",
      width: 140,
    },
    {
      key: "createdAt",
      title: t("sessions.createdAt"),
      dataIndex: "createdAt",
      render: (v: string) => formatDateTime(v),
      width: 150,
    },
    {
      key: "lastSeenAt",
      title: t("sessions.lastSeenAt"),
      dataIndex: "lastSeenAt",
      render: (v: string) => formatDateTime(v),
      width: 150,
    },
    {
      key: "actions",
      title: "",
      width: 130,
      align: "right",
      render: (_, s) =>
        s.current ? (
          <Tooltip title={t("sessions.currentHint")}>
            <Button size="small" disabled>
              {t("sessions.end")}
            </Button>
          </Tooltip>
        ) : (
          <Popconfirm
            title={t("sessions.endConfirm")}
            okText={t("sessions.yes")}
            cancelText={t("sessions.no")}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              user &&
              endOne
                .mutateAsync({ userId: user.id, sessionId: s.id })
                .then(() => void message.success(t("sessions.ended")), failed)
            }
          >
            <Button size="small" danger>
              {t("sessions.end")}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const count = sessions.data?.length ?? 0;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t("sessions.title", { name: user?.name ?? "" })}
      width="min(880px, calc(100vw - 32px))"
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t("form.close")}
        </Button>,
        <Popconfirm
          key="all"
          title={isSelf ? t("sessions.endAllSelf") : t("sessions.endAllConfirm")}
          okText={t("sessions.yes")}
          cancelText={t("sessions.no")}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            user &&
            endAll.mutateAsync(user.id).then(() => void message.success(t("sessions.endedAll")), failed)
          }
          disabled={count === 0}
        >
          <Button type="primary" danger disabled={count === 0} loading={endAll.isPending}>
            {t("sessions.endAll")}
          </Button>
        </Popconfirm>,
      ]}
    >
      {sessions.isError ? (
        <Alert
          type="error"
          showIcon
          title={t("sessions.loadFailed")}
          description={errorText(sessions.error)}
        />
      ) : (
        <Table<UserSession>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={sessions.data ?? []}
          loading={sessions.isFetching}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: t("sessions.empty") }}
          className="sessions-table"
        />
      )}
    </Modal>
  );
}

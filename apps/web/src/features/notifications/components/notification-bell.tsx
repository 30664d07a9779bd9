import { BellOutlined, CheckOutlined } from "@ant-design/icons";
import { formatDateTime, type Notification } from "@makon/shared";
import { App, Badge, Button, Empty, Popover, Spin } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useErrorText } from "../../../lib/api";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { FIRST_NOTIFICATIONS, useMarkAllRead, useMarkRead, useNotifications } from "../api/use-notifications";
import { notificationWords, safeLink } from "../notification-text";
import "../notifications.css";

const MAX_SIZE = 50;

/** The top bar's bell: the unread count, and the newest notifications in a popover. */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(FIRST_NOTIFICATIONS);
  const query = useNotifications(size);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.unread ?? 0;
  const items = query.data?.items ?? [];

  const sentence = (n: Notification) => {
    const words = notificationWords(n, (level) => t(level === "upper" ? "level.upper" : "level.lower"));
    // Each sentence has its own values: the key union and its values are checked in notification-text.ts.
    return String(t(`kind.${words.key}` as never, words.values as never));
  };

  const follow = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id, { onError: (error) => void message.error(errorText(error)) });
    const link = safeLink(n.link);
    setOpen(false);
    if (link) navigate(link);
  };

  const readAll = () =>
    markAll.mutate(undefined, { onError: (error) => void message.error(errorText(error)) });

  let body: ReactNode;
  if (query.isError && !query.data)
    body = <LoadFailed title={t("loadFailed")} error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Spin className="nt-spin" />;
  else if (items.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("empty")} />;
  else
    body = (
      <ul className="nt-list">
        {items.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={n.readAt ? "nt-item" : "nt-item nt-unread"}
              onClick={() => follow(n)}
              data-testid="notification"
              data-kind={n.kind}
            >
              {!n.readAt && <span className="nt-dot" aria-hidden />}
              <span className="nt-text">{sentence(n)}</span>
              <time className="nt-time" dateTime={n.createdAt}>
                {formatDateTime(n.createdAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    );

  const more = query.data && query.data.total > items.length && size < MAX_SIZE;

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      classNames={{ root: "nt-popover" }}
      title={
        <div className="nt-head">
          <span>{t("title")}</span>
          <Button
            type="link"
            size="small"
            icon={<CheckOutlined />}
            onClick={readAll}
            disabled={unread === 0}
            loading={markAll.isPending}
          >
            {t("readAll")}
          </Button>
        </div>
      }
      content={
        <div className="nt-body" aria-busy={query.isFetching}>
          {body}
          {more && (
            <Button
              type="link"
              block
              onClick={() => setSize((s) => Math.min(MAX_SIZE, s + FIRST_NOTIFICATIONS))}
              loading={query.isFetching}
            >
              {t("more")}
            </Button>
          )}
        </div>
      }
    >
      <Button
        type="text"
        className="top-bar-button nt-bell"
        aria-label={unread > 0 ? `${t("bell")}: ${t("unread", { count: unread })}` : t("bell")}
        icon={
          <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]}>
            <BellOutlined className="nt-bell-icon" />
          </Badge>
        }
      />
    </Popover>
  );
}

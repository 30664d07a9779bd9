import type { User } from "@makon/shared";
import { Alert, App, Button, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { formatDateTime } from "../../../lib/history";
import { useUnlockUser } from "../api/unlock-user";

interface BlockedSignInNoticeProps {
  user: User;
  /** The manager holds every right of the user (the server checks it again). */
  canUnlock: boolean;
}

/**
 * Wrong passwords from unknown places keep the user out until a time; a manager can let
 * them in at once (audited). Nothing is shown while sign-in is open.
 */
export function BlockedSignInNotice({ user, canUnlock }: BlockedSignInNoticeProps) {
  const { t } = useTranslation("users");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const unlock = useUnlockUser();
  // The drawer shows the user as opened; once unlocked here, the notice goes.
  const [unlocked, setUnlocked] = useState(false);
  const until = user.signInBlockedUntil;
  if (unlocked || !until || Date.parse(until) <= Date.now()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t("blocked.title")}
      description={t("blocked.text", { time: formatDateTime(until) })}
      className="user-form-failure"
      data-testid="blocked-notice"
      action={
        canUnlock && (
          <Popconfirm
            title={t("blocked.unlockConfirm")}
            okText={t("blocked.unlock")}
            cancelText={t("form.cancel")}
            onConfirm={() =>
              unlock.mutateAsync(user.id).then(
                () => {
                  setUnlocked(true);
                  void message.success(t("blocked.unlocked"));
                },
                (error: unknown) => void message.error(errorText(error)),
              )
            }
          >
            <Button size="small" loading={unlock.isPending}>
              {t("blocked.unlock")}
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}

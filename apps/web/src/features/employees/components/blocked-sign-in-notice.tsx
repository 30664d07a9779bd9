import type { Employee } from "@makon/shared";
import { Alert, App, Button, Popconfirm } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { formatDateTime } from "../../../lib/history";
import { useUnlockEmployee } from "../api/unlock-employee";

interface BlockedSignInNoticeProps {
  employee: Employee;
  /** The manager holds every right of the employee (the server checks it again). */
  canUnlock: boolean;
}

/**
 * Wrong passwords from unknown places keep the employee out until a time; a manager can let
 * them in at once (audited). Nothing is shown while sign-in is open.
 */
export function BlockedSignInNotice({ employee, canUnlock }: BlockedSignInNoticeProps) {
  const { t } = useTranslation("employees");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const unlock = useUnlockEmployee();
  // The drawer shows the employee as opened; once unlocked here, the notice goes.
  const [unlocked, setUnlocked] = useState(false);
  const until = employee.signInBlockedUntil;
  if (unlocked || !until || Date.parse(until) <= Date.now()) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t("blocked.title")}
      description={t("blocked.text", { time: formatDateTime(until) })}
      className="employee-form-failure"
      data-testid="blocked-notice"
      action={
        canUnlock && (
          <Popconfirm
            title={t("blocked.unlockConfirm")}
            okText={t("blocked.unlock")}
            cancelText={t("form.cancel")}
            onConfirm={() =>
              unlock.mutateAsync(employee.id).then(
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

import { App, Skeleton, Switch } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useSetSmsOptOut, useSmsOptOut } from "../api/use-sms";

/** Whether the client takes SMS; switched by whoever may change clients or work debts. */
export function SmsOptOutSwitch({ clientId, canChange }: { clientId: number; canChange: boolean }) {
  const { t } = useTranslation("sms");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const query = useSmsOptOut(clientId);
  const change = useSetSmsOptOut(clientId);
  const id = useId();
  if (query.isPending) return <Skeleton.Input active size="small" />;
  return (
    <div className="sms-opt-out">
      <span className="sms-opt-out-label">
        <Switch
          id={id}
          size="small"
          data-testid="sms-opt-out"
          checked={query.data?.optOut ?? false}
          disabled={!canChange || query.isError}
          loading={change.isPending}
          onChange={(optOut) =>
            change.mutate(optOut, {
              onSuccess: (r) => void message.success(r.optOut ? t("optOut.on") : t("optOut.off")),
              onError: (e) => void message.error(errorText(e)),
            })
          }
        />
        <label htmlFor={id}>{t("optOut.label")}</label>
      </span>
      <span className="sms-muted">{t("optOut.hint")}</span>
    </div>
  );
}

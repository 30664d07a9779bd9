import type { HandoverSettings } from "@makon/shared";
import { App, Button, Form, InputNumber, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useHandoverSettings } from "../api/use-handover-act";
import { useSaveHandoverSettings } from "../api/use-handover-mutations";

/** The warranty given with each act, in years (handover_permit). */
export function SettingsTab() {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const settings = useHandoverSettings();
  const save = useSaveHandoverSettings();

  if (settings.isError && !settings.data)
    return (
      <LoadFailed
        title={t("settings.loadFailed")}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return <Skeleton active paragraph={{ rows: 3 }} />;

  return (
    <div className="ho-tab ho-settings">
      <Typography.Title level={5}>{t("settings.title")}</Typography.Title>
      <p className="ho-muted">{t("settings.hint")}</p>
      <Form<HandoverSettings>
        name="ho-settings"
        layout="vertical"
        requiredMark={false}
        initialValues={settings.data}
        onFinish={(v) =>
          save.mutate(v, {
            onSuccess: () => void message.success(t("settings.saved")),
            onError: (error) => void message.error(errorText(error)),
          })
        }
      >
        <Form.Item
          name="warrantyYears"
          label={t("settings.warrantyYears")}
          rules={[{ required: true, message: t("form.required") }]}
        >
          <InputNumber<number> min={0} max={20} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("common.save")}
        </Button>
      </Form>
    </div>
  );
}

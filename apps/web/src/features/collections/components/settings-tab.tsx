import { SMS_DAILY_LIMIT_MAX } from "@makon/shared";
import { App, Button, Form, InputNumber, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useCollectors } from "../api/use-collectors";
import { useDebtSettings, useSaveDebtSettings } from "../api/use-debt-summary";
import { CollectorSelect } from "./collector-select";

interface SettingsForm {
  autoOpenDays: number | null;
  autoAssigneeId: number | undefined;
  smsDailyLimit: number | null;
}

/** Cases opened by themselves past N days overdue, and to whom; a client's SMS a day (debt_escalate). */
export function SettingsTab() {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const settings = useDebtSettings(true);
  const save = useSaveDebtSettings();
  const collectors = useCollectors(true);
  const [form] = Form.useForm<SettingsForm>();

  if (settings.isError && !settings.data)
    return (
      <LoadFailed
        title={t("settings.loadFailed")}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return <Skeleton active paragraph={{ rows: 3 }} />;

  const submit = (v: SettingsForm) =>
    save.mutate(
      {
        autoOpenDays: v.autoOpenDays ?? null,
        autoAssigneeId: v.autoAssigneeId ?? null,
        smsDailyLimit: v.smsDailyLimit ?? settings.data.smsDailyLimit,
      },
      {
        onSuccess: () => void message.success(t("settings.saved")),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <div className="dc-tab dc-settings">
      <Typography.Title level={5}>{t("settings.title")}</Typography.Title>
      <p className="dc-muted">{t("settings.hint")}</p>
      <Form<SettingsForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          autoOpenDays: settings.data.autoOpenDays,
          autoAssigneeId: settings.data.autoAssigneeId ?? undefined,
          smsDailyLimit: settings.data.smsDailyLimit,
        }}
      >
        <Form.Item name="autoOpenDays" label={t("settings.autoOpenDays")}>
          <InputNumber<number> min={1} max={3650} precision={0} placeholder={t("settings.autoOpenOff")} />
        </Form.Item>
        <Form.Item name="autoAssigneeId" label={t("settings.autoAssignee")}>
          <CollectorSelect className="dc-field" collectors={collectors.data} loading={collectors.loading} />
        </Form.Item>
        <Typography.Title level={5}>{t("settings.smsTitle")}</Typography.Title>
        <p className="dc-muted">{t("settings.smsHint")}</p>
        <Form.Item name="smsDailyLimit" label={t("settings.smsDailyLimit")}>
          <InputNumber<number> min={1} max={SMS_DAILY_LIMIT_MAX} precision={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("common.save")}
        </Button>
      </Form>
    </div>
  );
}

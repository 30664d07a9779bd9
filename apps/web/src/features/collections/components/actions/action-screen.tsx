import { ArrowLeftOutlined } from "@ant-design/icons";
import { DEBT_ACTION_TYPES, type DebtActionType, formatPhone } from "@makon/shared";
import { Alert, App, Button, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useErrorText } from "../../../../lib/api";
import { PageHeader } from "../../../../lib/ui/page-header";
import { type ActionFormValues, actionBody } from "../../action-body";
import { openDebtLetter } from "../../api/open-letter";
import { fetchSmsPreview } from "../../api/sms-preview";
import { useRecordAction } from "../../api/use-case-mutations";
import { useDebtCase } from "../../api/use-debt-case";
import { casePath } from "../../paths";
import { CaseNotFound, CaseWaiting, isCaseMissing } from "../case-states";
import { DebtStatusTag } from "../debt-tags";
import { ActionFields } from "./action-fields";
import "../../collections.css";

/** /undiruv/{id}/actions: one action on the case (only the types this viewer may record now). */
export function ActionScreen({ id }: { id: number | null }) {
  const { t } = useTranslation("collections");
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const query = useDebtCase(id);
  const record = useRecordAction(id ?? 0);
  const [form] = Form.useForm<ActionFormValues>();

  if (id === null || isCaseMissing(query.error)) return <CaseNotFound />;
  const c = query.data;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(casePath(id))}>
      {t("detail.title", { number: c?.contract.number ?? "…" })}
    </Button>
  );
  if (!c)
    return <CaseWaiting title={t("actions.title", { number: "…" })} back={back} query={query} rows={8} />;

  // The types in their usual order, only those the case takes from this viewer now.
  const types = DEBT_ACTION_TYPES.filter((type) => c.allowedActions.includes(type));

  const send = (values: ActionFormValues) =>
    record.mutate(actionBody(values), {
      onSuccess: (r) => {
        void message.success(t("actions.saved"));
        navigate(casePath(id));
        if (r.letterId !== null) {
          const letterId = r.letterId;
          modal.confirm({
            title: t("actions.letterSaved"),
            content: t("actions.letterSavedHint"),
            okText: t("actions.letterPrint"),
            cancelText: t("actions.letterLater"),
            onOk: () => openDebtLetter(id, letterId).catch((e: unknown) => void message.error(errorText(e))),
          });
        }
      },
    });
  // The SMS is read before it is queued, as the server's own template words it: a collector sees
  // what the client will get.
  const previewSms = (values: ActionFormValues) =>
    fetchSmsPreview(id).then(
      (preview) => {
        // A client who wants no SMS: the server's refusal says so under the form.
        if (preview.optedOut) return send(values);
        modal.confirm({
          title: t("actions.smsPreviewTitle"),
          content: (
            <div className="dc-sms-preview">
              <div className="dc-muted">
                {t("actions.smsPreviewTo", { phone: formatPhone(preview.phone) })}
              </div>
              <p data-testid="dc-sms-preview-text">{preview.text}</p>
            </div>
          ),
          okText: t("actions.smsSend"),
          cancelText: t("common.cancel"),
          onOk: () => send(values),
        });
      },
      (error: unknown) => void message.error(errorText(error)),
    );
  const submit = (values: ActionFormValues) => {
    if (values.type === "sms") return void previewSms(values);
    if (values.type !== "termination") return send(values);
    modal.confirm({
      title: t("action.termination"),
      content: t("actions.terminationConfirm"),
      okText: t("actions.terminationOk"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: () => send(values),
    });
  };

  return (
    <>
      <PageHeader
        title={
          <span className="dc-title">
            {t("actions.title", { number: c.contract.number })}
            <DebtStatusTag status={c.status} />
          </span>
        }
        extra={back}
      />
      <section className="dc-card dc-action-form" aria-label={t("detail.addAction")}>
        {types.length === 0 ? (
          <Alert type="info" showIcon title={c.closedAt ? t("actions.closedCase") : t("actions.none")} />
        ) : (
          <Form<ActionFormValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            initialValues={{ type: types[0] }}
          >
            <Form.Item
              name="type"
              label={t("actions.type")}
              rules={[{ required: true, message: t("actions.required") }]}
            >
              <Select<DebtActionType>
                className="dc-field"
                options={types.map((type) => ({ value: type, label: t(`action.${type}`) }))}
              />
            </Form.Item>
            <ActionFields />
            {record.isError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                className="dc-alert"
                title={errorText(record.error)}
              />
            )}
            <div className="dc-form-buttons">
              <Button type="primary" htmlType="submit" loading={record.isPending}>
                {t("actions.submit")}
              </Button>
              <Button onClick={() => navigate(casePath(id))}>{t("common.cancel")}</Button>
            </div>
          </Form>
        )}
      </section>
    </>
  );
}

import { CheckCircleOutlined, DollarOutlined, PlusOutlined, UserSwitchOutlined } from "@ant-design/icons";
import type { DebtCaseDetail } from "@makon/shared";
import { Alert, App, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useErrorText } from "../../../../lib/api";
import { FormModal } from "../../../../lib/ui/form-modal";
import { useAssignCase, useCloseCase } from "../../api/use-case-mutations";
import { useCollectors } from "../../api/use-collectors";
import { actionsPath } from "../../paths";
import { CollectorSelect } from "../collector-select";
import { CasePaymentModal } from "./case-payment-modal";

type Dialog = "assign" | "close" | "pay" | null;

/** The case's buttons: add an action, take a payment, give it to a collector, close it. */
export function CaseHeaderActions({ c }: { c: DebtCaseDetail }) {
  const { t } = useTranslation("collections");
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const collectors = useCollectors(dialog === "assign");
  const assign = useAssignCase(c.id);
  const close = useCloseCase(c.id);

  const saveAssign = () => {
    if (chosen === undefined) return;
    assign.mutate(chosen, {
      onSuccess: () => {
        void message.success(t("detail.assigned"));
        setDialog(null);
      },
      onError: (e) => void message.error(errorText(e)),
    });
  };
  const saveClose = ({ note }: { note: string }) =>
    modal.confirm({
      title: t("detail.closeTitle"),
      content: t("detail.closeConfirm"),
      okText: t("detail.close"),
      cancelText: t("common.cancel"),
      onOk: () =>
        close.mutateAsync(note.trim()).then(() => {
          void message.success(t("detail.closed"));
          setDialog(null);
        }),
    });

  return (
    <Space wrap>
      {c.allowedActions.length > 0 && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(actionsPath(c.id))}>
          {t("detail.addAction")}
        </Button>
      )}
      {c.canPay && (
        <Button icon={<DollarOutlined />} onClick={() => setDialog("pay")}>
          {t("detail.pay")}
        </Button>
      )}
      {c.canAssign && (
        <Button
          icon={<UserSwitchOutlined />}
          onClick={() => {
            setChosen(c.assigneeId ?? undefined);
            setDialog("assign");
          }}
        >
          {c.assigneeId ? t("detail.reassign") : t("detail.assign")}
        </Button>
      )}
      {c.canClose && (
        <Button icon={<CheckCircleOutlined />} onClick={() => setDialog("close")}>
          {t("detail.close")}
        </Button>
      )}
      {dialog === "pay" && <CasePaymentModal c={c} onClose={() => setDialog(null)} />}
      {dialog === "assign" && (
        <FormModal
          open
          title={t("detail.assignTitle")}
          okText={t("detail.assign")}
          cancelText={t("common.cancel")}
          okButtonProps={{ disabled: chosen === undefined || chosen === c.assigneeId }}
          confirmLoading={assign.isPending}
          onOk={saveAssign}
          onCancel={() => setDialog(null)}
          destroyOnHidden
        >
          <label htmlFor="dc-assign-select" className="dc-label">
            {t("common.collector")}
          </label>
          <CollectorSelect
            id="dc-assign-select"
            className="dc-full"
            collectors={collectors.data}
            loading={collectors.loading}
            value={chosen}
            onChange={setChosen}
          />
        </FormModal>
      )}
      {dialog === "close" && (
        <FormModal
          open
          title={t("detail.closeTitle")}
          okText={t("detail.close")}
          cancelText={t("common.cancel")}
          okButtonProps={{ htmlType: "submit", form: "dc-close-form" }}
          confirmLoading={close.isPending}
          onCancel={() => setDialog(null)}
          destroyOnHidden
        >
          <p className="dc-muted">{t("detail.closeHint")}</p>
          <Form id="dc-close-form" layout="vertical" requiredMark={false} onFinish={saveClose}>
            <Form.Item
              name="note"
              label={t("detail.closeNote")}
              rules={[
                { required: true, whitespace: true, message: t("detail.required") },
                { min: 3, message: t("detail.minNote") },
              ]}
            >
              <Input.TextArea rows={3} maxLength={1000} autoFocus />
            </Form.Item>
          </Form>
          {close.isError && <Alert type="error" showIcon role="alert" title={errorText(close.error)} />}
        </FormModal>
      )}
    </Space>
  );
}

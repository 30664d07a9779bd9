import type { ClientCard } from "@makon/shared";
import { Alert, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { FormModal } from "../../../lib/ui/form-modal";
import { useClientAction } from "../api/use-client-action";

interface BlacklistModalProps {
  card: ClientCard;
  onClose: () => void;
  onChanged?: () => void;
}

/** Puts the client on the blacklist; the reason is required and shown wherever they appear. */
export function BlacklistModal({ card, onClose, onChanged }: BlacklistModalProps) {
  const { t } = useTranslation("clients");
  const { notify } = useNotice();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const action = useClientAction(card.id);

  const submit = ({ reason }: { reason: string }) =>
    action.mutate(
      { kind: "blacklist", reason: reason.trim() },
      {
        onSuccess: () => {
          notify("data_block");
          onChanged?.();
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );

  return (
    <FormModal
      open
      title={t("blacklist.title", { name: card.fullName })}
      okText={t("blacklist.ok")}
      okButtonProps={{ danger: true }}
      cancelText={t("actions.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={action.isPending}
      mask={{ closable: false }}
    >
      <p>{t("blacklist.explain")}</p>
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={() => setFailure(null)}>
        <Form.Item
          name="reason"
          label={t("blacklist.reason")}
          rules={[
            { required: true, whitespace: true, message: t("blacklist.reasonRequired") },
            { min: 3, message: t("blacklist.reasonShort") },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      </Form>
    </FormModal>
  );
}

import { App, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { FormModal } from "../../../lib/ui/form-modal";
import { usePermitHandover } from "../api/use-handover-mutations";

interface PermitModalProps {
  contractId: number;
  /** Named in the title where the screen does not show it already. */
  contractNumber?: string;
  onClose: () => void;
}

/** A boss lets a deal not paid in full be handed over, saying why (handover_permit). */
export function PermitModal({ contractId, contractNumber, onClose }: PermitModalProps) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const permit = usePermitHandover();
  const [form] = Form.useForm<{ reason: string }>();

  const submit = ({ reason }: { reason: string }) =>
    permit.mutate(
      { contractId, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t("permit.done"));
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <FormModal
      open
      title={contractNumber ? `${t("permit.title")}: ${contractNumber}` : t("permit.title")}
      okText={t("permit.ok")}
      cancelText={t("common.cancel")}
      confirmLoading={permit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t("permit.text")}</p>
      <Form name="ho-permit" form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="reason"
          label={t("permit.reason")}
          rules={[
            { required: true, whitespace: true, message: t("permit.reasonShort") },
            {
              validator: (_, v?: string) =>
                (v ?? "").trim().length >= 3
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("permit.reasonShort"))),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

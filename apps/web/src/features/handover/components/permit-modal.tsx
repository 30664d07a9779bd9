import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { usePermitHandover } from "../api/use-handover-mutations";
import { HandoverFormModal } from "./handover-form-modal";

interface PermitModalProps {
  contractId: number;
  /** Named in the title where the screen does not show it already. */
  contractNumber?: string;
  onClose: () => void;
}

/** A boss lets a deal not paid in full be handed over, saying why (handover_permit). */
export function PermitModal({ contractId, contractNumber, onClose }: PermitModalProps) {
  const { t } = useTranslation("handover");
  const permit = usePermitHandover();
  const [form] = Form.useForm<{ reason: string }>();

  return (
    <HandoverFormModal
      name="ho-permit"
      title={contractNumber ? `${t("permit.title")}: ${contractNumber}` : t("permit.title")}
      okText={t("permit.ok")}
      doneText={t("permit.done")}
      form={form}
      save={permit}
      toBody={({ reason }) => ({ contractId, reason: reason.trim() })}
      intro={<p>{t("permit.text")}</p>}
      onClose={onClose}
    >
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
    </HandoverFormModal>
  );
}

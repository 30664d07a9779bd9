import type { HandoverDetail } from "@makon/shared";
import { Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { type ActFormValues, editBody } from "../../act-body";
import { usePatchAct } from "../../api/use-handover-mutations";
import { HandoverFormModal } from "../handover-form-modal";
import { MeterFields } from "./meter-fields";

type EditValues = Omit<ActFormValues, "actDate" | "defects">;

/** Keys, readings and the note, corrected after the act. */
export function ActEditModal({ act, onClose }: { act: HandoverDetail; onClose: () => void }) {
  const { t } = useTranslation("handover");
  const patch = usePatchAct(act.id);
  const [form] = Form.useForm<EditValues>();

  return (
    <HandoverFormModal
      name="ho-edit"
      title={t("act.editTitle")}
      doneText={t("act.saved")}
      form={form}
      save={patch}
      toBody={editBody}
      initialValues={{ keysCount: act.keysCount, ...act.meters, note: act.note ?? "" }}
      onClose={onClose}
    >
      <Form.Item
        name="keysCount"
        label={t("form.keysCount")}
        rules={[{ required: true, message: t("form.required") }]}
      >
        <InputNumber<number> min={0} max={20} precision={0} />
      </Form.Item>
      <MeterFields />
      <Form.Item name="note" label={t("form.note")}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </HandoverFormModal>
  );
}

import type { HandoverDetail } from "@makon/shared";
import { App, Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { FormModal } from "../../../../lib/ui/form-modal";
import { type ActFormValues, editBody } from "../../act-body";
import { usePatchAct } from "../../api/use-handover-mutations";
import { MeterFields } from "./meter-fields";

type EditValues = Omit<ActFormValues, "actDate" | "defects">;

/** Keys, readings and the note, corrected after the act. */
export function ActEditModal({ act, onClose }: { act: HandoverDetail; onClose: () => void }) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const patch = usePatchAct(act.id);
  const [form] = Form.useForm<EditValues>();

  const submit = (v: EditValues) =>
    patch.mutate(editBody(v), {
      onSuccess: () => {
        void message.success(t("act.saved"));
        onClose();
      },
      onError: (error) => void message.error(errorText(error)),
    });

  return (
    <FormModal
      open
      title={t("act.editTitle")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={patch.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditValues>
        name="ho-edit"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ keysCount: act.keysCount, ...act.meters, note: act.note ?? "" }}
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
      </Form>
    </FormModal>
  );
}

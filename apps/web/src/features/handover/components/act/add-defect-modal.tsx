import { tashkentToday } from "@makon/shared";
import { App, DatePicker, Form, Input } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { FormModal } from "../../../../lib/ui/form-modal";
import { type DefectRowValues, defectsOf } from "../../act-body";
import { useAddDefect } from "../../api/use-handover-mutations";

const beforeToday = (d: Dayjs) => d.format("YYYY-MM-DD") < tashkentToday();

/** A defect found after the act. */
export function AddDefectModal({ actId, onClose }: { actId: number; onClose: () => void }) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const add = useAddDefect(actId);
  const [form] = Form.useForm<DefectRowValues>();

  const submit = (v: DefectRowValues) => {
    const [body] = defectsOf([v]);
    if (!body) return;
    add.mutate(body, {
      onSuccess: () => {
        void message.success(t("act.defectAdded"));
        onClose();
      },
      onError: (error) => void message.error(errorText(error)),
    });
  };

  return (
    <FormModal
      open
      title={t("act.addDefect")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DefectRowValues>
        name="ho-defect"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="item"
          label={t("form.defectItem")}
          rules={[{ required: true, whitespace: true, message: t("form.required") }]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="room" label={t("form.defectRoom")}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="deadline" label={t("form.defectDeadline")}>
          <DatePicker format="DD.MM.YYYY" className="ho-field" disabledDate={beforeToday} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

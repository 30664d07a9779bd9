import { tashkentToday } from "@makon/shared";
import { App, Checkbox, DatePicker, Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { FormModal } from "../../../lib/ui/form-modal";
import { type FixFormValues, fixBody } from "../act-body";
import { useFixDefect } from "../api/use-handover-mutations";

interface FixDefectModalProps {
  actId: number;
  defectId: number;
  item: string;
  onClose: () => void;
}

const afterToday = (d: Dayjs) => d.format("YYYY-MM-DD") > tashkentToday();

/** A defect put right: when, whether the buyer accepted it, a note. */
export function FixDefectModal({ actId, defectId, item, onClose }: FixDefectModalProps) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const fix = useFixDefect();
  const [form] = Form.useForm<FixFormValues>();

  const submit = (v: FixFormValues) =>
    fix.mutate(
      { actId, defectId, body: fixBody(v) },
      {
        onSuccess: () => {
          void message.success(t("fix.done"));
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <FormModal
      open
      title={t("fix.title")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={fix.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="ho-strong ho-note">{item}</p>
      <Form<FixFormValues>
        name="ho-fix"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ fixedOn: dayjs(tashkentToday()), buyerAccepted: false }}
      >
        <Form.Item
          name="fixedOn"
          label={t("fix.fixedOn")}
          rules={[{ required: true, message: t("form.required") }]}
        >
          <DatePicker format="DD.MM.YYYY" className="ho-field" disabledDate={afterToday} allowClear={false} />
        </Form.Item>
        <Form.Item name="buyerAccepted" valuePropName="checked">
          <Checkbox>{t("fix.buyerAccepted")}</Checkbox>
        </Form.Item>
        <Form.Item name="note" label={t("fix.note")}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

import { tashkentToday } from "@makon/shared";
import { Checkbox, DatePicker, Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { type FixFormValues, fixBody } from "../act-body";
import { useFixDefect } from "../api/use-handover-mutations";
import { HandoverFormModal } from "./handover-form-modal";

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
  const fix = useFixDefect();
  const [form] = Form.useForm<FixFormValues>();

  return (
    <HandoverFormModal
      name="ho-fix"
      title={t("fix.title")}
      doneText={t("fix.done")}
      form={form}
      save={fix}
      toBody={(v) => ({ actId, defectId, body: fixBody(v) })}
      initialValues={{ fixedOn: dayjs(tashkentToday()), buyerAccepted: false }}
      intro={<p className="ho-strong ho-note">{item}</p>}
      onClose={onClose}
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
    </HandoverFormModal>
  );
}

import { tashkentToday } from "@makon/shared";
import { DatePicker, Form, Input } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { type DefectRowValues, defectsOf } from "../../act-body";
import { useAddDefect } from "../../api/use-handover-mutations";
import { HandoverFormModal } from "../handover-form-modal";

const beforeToday = (d: Dayjs) => d.format("YYYY-MM-DD") < tashkentToday();

/** A defect found after the act. */
export function AddDefectModal({ actId, onClose }: { actId: number; onClose: () => void }) {
  const { t } = useTranslation("handover");
  const add = useAddDefect(actId);
  const [form] = Form.useForm<DefectRowValues>();

  return (
    <HandoverFormModal
      name="ho-defect"
      title={t("act.addDefect")}
      doneText={t("act.defectAdded")}
      form={form}
      save={add}
      toBody={(v) => defectsOf([v])[0]}
      onClose={onClose}
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
    </HandoverFormModal>
  );
}

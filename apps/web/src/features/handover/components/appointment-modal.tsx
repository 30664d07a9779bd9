import { tashkentToday } from "@makon/shared";
import { Checkbox, DatePicker, Form, Input, TimePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { type AppointmentFormValues, appointmentBody } from "../act-body";
import { useSaveAppointment } from "../api/use-handover-mutations";
import { HandoverFormModal } from "./handover-form-modal";

export interface AppointmentTarget {
  contractId: number;
  contractNumber: string;
  clientName: string;
  /** The scheduled appointment being moved; null: a new one. */
  rescheduleId: number | null;
}

const beforeToday = (d: Dayjs) => d.format("YYYY-MM-DD") < tashkentToday();

/** A time agreed with the buyer (new or moved); the answer says whether the SMS went out. */
export function AppointmentModal({ target, onClose }: { target: AppointmentTarget; onClose: () => void }) {
  const { t } = useTranslation("handover");
  const save = useSaveAppointment();
  const [form] = Form.useForm<AppointmentFormValues>();

  const title = target.rescheduleId === null ? t("appointment.title") : t("appointment.rescheduleTitle");
  return (
    <HandoverFormModal
      name="ho-appointment"
      title={`${title}: ${target.contractNumber}`}
      doneText={(answer) => {
        if (answer.smsId !== null) return t("appointment.smsQueued");
        if (answer.smsSkipped === "opted_out") return t("appointment.smsOptedOut");
        return t("appointment.saved");
      }}
      form={form}
      save={save}
      toBody={(v) => ({
        contractId: target.contractId,
        rescheduleId: target.rescheduleId,
        body: appointmentBody(v),
      })}
      initialValues={{ sms: true, time: dayjs("2000-01-01T10:00") }}
      intro={<p className="ho-muted">{target.clientName}</p>}
      onClose={onClose}
    >
      <div className="ho-pair">
        <Form.Item
          name="date"
          label={t("appointment.date")}
          rules={[{ required: true, message: t("form.required") }]}
        >
          <DatePicker format="DD.MM.YYYY" className="ho-full" disabledDate={beforeToday} />
        </Form.Item>
        <Form.Item
          name="time"
          label={t("appointment.time")}
          rules={[{ required: true, message: t("form.required") }]}
        >
          <TimePicker format="HH:mm" minuteStep={5} className="ho-full" needConfirm={false} />
        </Form.Item>
      </div>
      <Form.Item name="note" label={t("appointment.note")}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="sms" valuePropName="checked">
        <Checkbox>{t("appointment.sms")}</Checkbox>
      </Form.Item>
    </HandoverFormModal>
  );
}

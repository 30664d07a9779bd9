import { tashkentToday } from "@makon/shared";
import { App, Checkbox, DatePicker, Form, Input, TimePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { FormModal } from "../../../lib/ui/form-modal";
import { type AppointmentFormValues, appointmentBody } from "../act-body";
import { useSaveAppointment } from "../api/use-handover-mutations";

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
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useSaveAppointment();
  const [form] = Form.useForm<AppointmentFormValues>();

  const submit = (v: AppointmentFormValues) =>
    save.mutate(
      { contractId: target.contractId, rescheduleId: target.rescheduleId, body: appointmentBody(v) },
      {
        onSuccess: (answer) => {
          let text: string = t("appointment.saved");
          if (answer.smsId !== null) text = t("appointment.smsQueued");
          else if (answer.smsSkipped === "opted_out") text = t("appointment.smsOptedOut");
          void message.success(text);
          onClose();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );

  const title = target.rescheduleId === null ? t("appointment.title") : t("appointment.rescheduleTitle");
  return (
    <FormModal
      open
      title={`${title}: ${target.contractNumber}`}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="ho-muted">{target.clientName}</p>
      <Form<AppointmentFormValues>
        name="ho-appointment"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ sms: true, time: dayjs("2000-01-01T10:00") }}
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
      </Form>
    </FormModal>
  );
}

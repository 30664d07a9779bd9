import { addMonths, type ContractDetail, planSchedule, tashkentToday } from "@makon/shared";
import { DatePicker, Form, InputNumber } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { useReschedule } from "../api/use-contract-actions";
import { ScheduleVersionModal } from "./schedule-version-modal";

interface RescheduleForm {
  months: number;
  firstDueDate: Dayjs;
  reason: string;
}

/** The first unpaid row's due date, else a month from today: where a new plan usually starts. */
function suggestedStart(contract: ContractDetail): string {
  const unpaid = contract.schedule.find((r) => r.paid < r.amount);
  return unpaid?.dueDate.slice(0, 10) ?? addMonths(tashkentToday(), 1);
}

/**
 * A new schedule for an installment contract (restructuring): what is left after the down payment
 * spread again over N months from a first due date. The old schedule stays as an earlier version;
 * the preview is computed with the planner the server uses.
 */
export function RescheduleModal({ contract, onClose }: { contract: ContractDetail; onClose: () => void }) {
  const { t } = useTranslation("contracts");
  const [form] = Form.useForm<RescheduleForm>();
  const save = useReschedule(contract.id);
  const months = Form.useWatch("months", form);
  const first = Form.useWatch("firstDueDate", form);
  const rows =
    months && months >= 1 && months <= 60 && first
      ? planSchedule({
          paymentType: "installment",
          total: contract.total,
          downPayment: contract.downPayment,
          months,
          date: addMonths(first.format("YYYY-MM-DD"), -1),
        })
      : [];
  const last = rows.at(-1);

  return (
    <ScheduleVersionModal
      words="reschedule"
      contract={contract}
      form={form}
      save={save}
      toBody={(v) => ({
        months: v.months,
        firstDueDate: v.firstDueDate.format("YYYY-MM-DD"),
        reason: v.reason.trim(),
      })}
      initialValues={{ months: contract.months || 12, firstDueDate: dayjs(suggestedStart(contract)) }}
      onClose={onClose}
    >
      <div className="ct-form-row">
        <Form.Item
          name="months"
          label={t("reschedule.months")}
          rules={[{ required: true, type: "integer", min: 1, max: 60, message: t("reschedule.monthsRule") }]}
        >
          <InputNumber<number> min={1} max={60} precision={0} className="ct-full" autoFocus />
        </Form.Item>
        <Form.Item
          name="firstDueDate"
          label={t("reschedule.firstDue")}
          rules={[{ required: true, message: t("payment.required") }]}
        >
          <DatePicker format="DD.MM.YYYY" className="ct-full" allowClear={false} />
        </Form.Item>
      </div>
      <p className="ct-muted" data-testid="reschedule-preview">
        {rows.length > 0 && rows[0] && last
          ? t("reschedule.preview", {
              count: rows.length,
              monthly: formatMoney(rows[0].amount),
              last: formatMoney(last.amount),
              end: last.dueDate.split("-").reverse().join("."),
            })
          : t("reschedule.noPreview")}
      </p>
    </ScheduleVersionModal>
  );
}

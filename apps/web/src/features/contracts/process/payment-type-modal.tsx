import type { ContractDetail, PaymentType } from "@makon/shared";
import { Form, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../lib/ui/money-input";
import { useChangePaymentType } from "../api/use-contract-actions";
import { ScheduleVersionModal } from "./schedule-version-modal";

/**
 * The types a deal in process may turn into from here. An organisation deal also needs the paying
 * organisation, chosen when a contract is drawn up: it is not offered here.
 */
const TYPES: readonly PaymentType[] = ["full", "installment", "mortgage", "subsidy"];

interface PaymentTypeForm {
  paymentType: PaymentType;
  downPayment: number | null;
  months: number | null;
  reason: string;
}

/**
 * Another payment type for a deal in process — most often after a bank said no: the client pays
 * by installments or in full, or through another kind of bank deal. The server plans the new
 * schedule as a new version and keeps what was paid.
 */
export function PaymentTypeModal({ contract, onClose }: { contract: ContractDetail; onClose: () => void }) {
  const { t } = useTranslation("contracts");
  const [form] = Form.useForm<PaymentTypeForm>();
  const save = useChangePaymentType(contract.id);
  const type = Form.useWatch("paymentType", form);

  return (
    <ScheduleVersionModal
      words="paymentTypeChange"
      contract={contract}
      form={form}
      save={save}
      toBody={(v) => ({
        paymentType: v.paymentType,
        ...(v.paymentType === "full" ? {} : { downPayment: v.downPayment ?? 0 }),
        months: v.paymentType === "installment" ? (v.months ?? 0) : 0,
        reason: v.reason.trim(),
      })}
      initialValues={{
        paymentType: contract.paymentType === "installment" ? "full" : "installment",
        downPayment: contract.downPayment,
        months: contract.months || 12,
      }}
      onClose={onClose}
    >
      <Form.Item name="paymentType" label={t("paymentTypeChange.type")} rules={[{ required: true }]}>
        <Select options={TYPES.map((value) => ({ value, label: t(`paymentType.${value}`) }))} />
      </Form.Item>
      {type !== "full" && (
        <div className="ct-form-row">
          <Form.Item
            name="downPayment"
            label={t("paymentTypeChange.downPayment")}
            rules={[
              {
                required: true,
                type: "number",
                min: 0,
                max: contract.total - 1,
                message: t("paymentTypeChange.downPaymentRule"),
              },
            ]}
          >
            <MoneyInput min={0} />
          </Form.Item>
          {type === "installment" && (
            <Form.Item
              name="months"
              label={t("paymentTypeChange.months")}
              rules={[
                {
                  required: true,
                  type: "integer",
                  min: 1,
                  max: 60,
                  message: t("paymentTypeChange.monthsRule"),
                },
              ]}
            >
              <InputNumber<number> min={1} max={60} precision={0} className="ct-full" />
            </Form.Item>
          )}
        </div>
      )}
    </ScheduleVersionModal>
  );
}

import { PAYMENT_TYPES, type PaymentType } from "@makon/shared";
import { Alert, Button, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { MoneyInput } from "../../../lib/ui/money-input";
import { type CalcInput, type CalcResult, isBankType } from "../sales-model";
import { SchedulePreview } from "./schedule-preview";

/** Quick down payments, as a share of the contract total. */
const PERCENTS = [10, 20, 30, 50];

interface Props {
  value: CalcInput;
  onChange: (next: CalcInput) => void;
  result: CalcResult;
  disabled?: boolean;
}

/** Discount, payment type, down payment and months → the total, monthly payment and schedule. */
export function PriceCalculator({ value, onChange, result, disabled }: Props) {
  const { t } = useTranslation("sales");
  const set = (patch: Partial<CalcInput>) => onChange({ ...value, ...patch });
  const full = value.paymentType === "full";
  const installment = value.paymentType === "installment";
  return (
    <div className="sl-calc">
      <div className="sl-calc-form">
        <div className="sl-field">
          <span>{t("calc.paymentType")}</span>
          <Select<PaymentType>
            aria-label={t("calc.paymentType")}
            value={value.paymentType}
            disabled={disabled}
            onChange={(paymentType) => set({ paymentType })}
            options={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`paymentTypes.${p}`) }))}
          />
        </div>
        <div className="sl-field">
          <span>{t("calc.discount")}</span>
          <MoneyInput
            aria-label={t("calc.discount")}
            min={0}
            step={1_000_000}
            disabled={disabled}
            value={value.discount}
            onChange={(v) => set({ discount: v ?? 0 })}
          />
        </div>
        {!full && (
          <div className="sl-field">
            <span>{t("calc.downPayment")}</span>
            <MoneyInput
              aria-label={t("calc.downPayment")}
              min={0}
              step={1_000_000}
              disabled={disabled}
              value={value.downPayment}
              onChange={(v) => set({ downPayment: v ?? 0 })}
            />
            <span className="sl-percents">
              {PERCENTS.map((p) => (
                <Button
                  key={p}
                  size="small"
                  disabled={disabled}
                  onClick={() => set({ downPayment: Math.round((result.total * p) / 100) })}
                >
                  {t("calc.downPercent", { percent: p })}
                </Button>
              ))}
            </span>
          </div>
        )}
        {installment && (
          <div className="sl-field">
            <span>{t("calc.months")}</span>
            <InputNumber<number>
              aria-label={t("calc.months")}
              min={1}
              max={60}
              precision={0}
              disabled={disabled}
              className="sl-full"
              value={value.months}
              onChange={(v) => set({ months: v ?? 1 })}
            />
          </div>
        )}
      </div>
      <dl className="sl-calc-result">
        <div>
          <dt>{t("calc.total")}</dt>
          <dd data-calc="total" data-value={result.total}>
            {formatMoney(result.total)}
          </dd>
        </div>
        {!full && (
          <div>
            <dt>
              {isBankType(value.paymentType) ? t(`calc.financedPart.${value.paymentType}`) : t("calc.rest")}
            </dt>
            <dd data-calc="rest" data-value={result.total - result.downPayment}>
              {formatMoney(result.total - result.downPayment)}
            </dd>
          </div>
        )}
        {installment && (
          <div>
            <dt>{t("calc.monthly")}</dt>
            <dd data-calc="monthly" data-value={result.monthly}>
              {formatMoney(result.monthly)}
            </dd>
          </div>
        )}
      </dl>
      {result.problem && (
        <Alert
          type="warning"
          showIcon
          title={result.problem === "discount" ? t("calc.discountTooBig") : t("calc.invalid")}
        />
      )}
      {!result.problem && <SchedulePreview rows={result.rows} />}
    </div>
  );
}

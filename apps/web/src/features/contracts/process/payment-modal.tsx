import { type ContractDetail, PAYMENT_METHODS, type PaymentKind, type PaymentMethod } from "@makon/shared";
import { Alert, App, DatePicker, Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { formatMoney } from "../../../lib/format-money";
import { FormModal } from "../../../lib/ui/form-modal";
import { MoneyInput } from "../../../lib/ui/money-input";
import { useRecordPayment } from "../api/use-contract-actions";
import { nextUnpaidAmount, tashkentToday } from "../contract-money";

interface PaymentForm {
  amount: number;
  method: PaymentMethod;
  paidAt: Dayjs;
  receiptNumber?: string;
}

/**
 * The most that may still be taken (OVERPAYMENT's details.owed) or paid back (REFUND_NOT_ALLOWED's
 * details.owedBack), when the answer says so.
 */
function limitOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = error.details as { owed?: unknown; owedBack?: unknown } | undefined;
  const value =
    error.code === "OVERPAYMENT"
      ? details?.owed
      : error.code === "REFUND_ABOVE_PAID"
        ? details?.owedBack
        : undefined;
  return typeof value === "number" ? value : undefined;
}

interface PaymentModalProps {
  contract: ContractDetail;
  /** "refund": money paid back on a refused contract, up to what it received. */
  kind?: PaymentKind;
  onClose: () => void;
}

/**
 * Records a payment or a refund. Mounted once per opening: the Idempotency-Key is made here and
 * kept for every retry of this form, so a save whose answer was lost is not booked twice.
 */
export function PaymentModal({ contract, kind = "payment", onClose }: PaymentModalProps) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<PaymentForm>();
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<unknown>(null);
  const record = useRecordPayment(contract.id, kind);
  const limit = limitOf(failure);
  const refund = kind === "refund";
  // A refused contract's "paid" is what it received less what went back: the most to refund.
  const suggested = refund ? contract.paid : nextUnpaidAmount(contract);
  // The most this form may take: said when exceeded, never cut down to it without a word.
  const most = refund ? contract.paid : Math.max(0, contract.total - contract.paid);

  const save = (values: PaymentForm) => {
    setFailure(null);
    record.mutate(
      {
        key,
        body: {
          amount: values.amount,
          method: values.method,
          paidAt: values.paidAt.format("YYYY-MM-DD"),
          receiptNumber: values.receiptNumber?.trim() || null,
        },
      },
      {
        onSuccess: () => {
          void message.success(refund ? t("refund.saved") : t("payment.saved"));
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <FormModal
      open
      title={refund ? t("refund.title") : t("payment.title")}
      okText={refund ? t("refund.ok") : t("actions.save")}
      cancelText={t("actions.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={record.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {refund && (
        <p className="ct-muted" data-testid="refund-owed">
          {t("refund.text", { value: formatMoney(contract.paid) })}
        </p>
      )}
      <Form<PaymentForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        initialValues={{
          amount: suggested || undefined,
          method: refund ? "bank_transfer" : "cash",
          paidAt: dayjs(tashkentToday()),
        }}
      >
        <Form.Item
          name="amount"
          label={t("payment.amount")}
          rules={[
            { required: true, message: t("payment.required") },
            {
              validator: (_, value: number | null | undefined) =>
                typeof value === "number" && value > most
                  ? Promise.reject(
                      new Error(
                        t(refund ? "refund.tooMuch" : "payment.tooMuch", { value: formatMoney(most) }),
                      ),
                    )
                  : Promise.resolve(),
            },
          ]}
        >
          <MoneyInput autoFocus min={1} />
        </Form.Item>
        <div className="ct-form-row">
          <Form.Item
            name="method"
            label={t("payment.method")}
            rules={[{ required: true, message: t("payment.required") }]}
          >
            <Select<PaymentMethod>
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="paidAt"
            label={t("payment.date")}
            rules={[{ required: true, message: t("payment.required") }]}
          >
            <DatePicker format="DD.MM.YYYY" className="ct-full" allowClear={false} />
          </Form.Item>
        </div>
        <Form.Item name="receiptNumber" label={t("payment.receipt")}>
          <Input maxLength={60} autoComplete="off" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="ct-modal-error"
          title={errorText(failure)}
          description={
            limit === undefined
              ? undefined
              : t(refund ? "refund.owedBack" : "payment.owed", { value: formatMoney(limit) })
          }
        />
      )}
    </FormModal>
  );
}

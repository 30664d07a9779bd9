import { type ContractDetail, formatMoney, PAYMENT_METHODS, type PaymentMethod } from "@makon/shared";
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { useRecordPayment } from "../api/use-contract-actions";
import { nextUnpaidAmount, tashkentToday } from "../contract-money";

interface PaymentForm {
  amount: number;
  method: PaymentMethod;
  paidAt: Dayjs;
  receiptNumber?: string;
}

/** The owed amount an OVERPAYMENT answer carries in details.owed, if it does. */
function owedOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== "OVERPAYMENT") return undefined;
  const details = error.details as { owed?: unknown } | undefined;
  return typeof details?.owed === "number" ? details.owed : undefined;
}

/**
 * Records a payment. Mounted once per opening: the Idempotency-Key is made here and kept for
 * every retry of this form, so a save whose answer was lost is not booked twice.
 */
export function PaymentModal({ contract, onClose }: { contract: ContractDetail; onClose: () => void }) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<PaymentForm>();
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<unknown>(null);
  const record = useRecordPayment(contract.id);
  const owed = owedOf(failure);

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
          void message.success(t("payment.saved"));
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  return (
    <Modal
      open
      title={t("payment.title")}
      okText={t("actions.save")}
      cancelText={t("actions.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={record.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<PaymentForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        initialValues={{
          amount: nextUnpaidAmount(contract) || undefined,
          method: "cash",
          paidAt: dayjs(tashkentToday()),
        }}
      >
        <Form.Item
          name="amount"
          label={t("payment.amount")}
          rules={[{ required: true, message: t("payment.required") }]}
        >
          <InputNumber<number>
            autoFocus
            min={1}
            max={100_000_000_000}
            precision={0}
            className="ct-full"
            formatter={(v) => (v === undefined ? "" : formatMoney(Number(v), false))}
            parser={(v) => Number((v ?? "").replace(/\D/g, ""))}
          />
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
          description={owed !== undefined ? t("payment.owed", { value: formatMoney(owed) }) : undefined}
        />
      )}
    </Modal>
  );
}

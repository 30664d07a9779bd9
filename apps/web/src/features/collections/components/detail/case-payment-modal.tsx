import { type DebtCaseDetail, PAYMENT_METHODS, type PaymentMethod, tashkentToday } from "@makon/shared";
import { Alert, App, DatePicker, Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { formatMoney } from "../../../../lib/format-money";
import { FormModal } from "../../../../lib/ui/form-modal";
import { MoneyInput } from "../../../../lib/ui/money-input";
import { useRecordCasePayment } from "../../api/use-case-mutations";

interface PaymentForm {
  amount: number;
  method: PaymentMethod;
  paidAt: Dayjs;
  receiptNumber?: string;
}

/**
 * A payment taken from the case. Mounted once per opening: the Idempotency-Key is made here and
 * kept for every retry of this form, so a save whose answer was lost is not booked twice.
 */
export function CasePaymentModal({ c, onClose }: { c: DebtCaseDetail; onClose: () => void }) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<PaymentForm>();
  const [key] = useState(() => crypto.randomUUID());
  const record = useRecordCasePayment(c.id);
  // The most the contract still takes: said when exceeded, never cut down without a word.
  const most = Math.max(0, c.contract.total - c.contract.paid);

  const save = (v: PaymentForm) =>
    record.mutate(
      {
        key,
        body: {
          amount: v.amount,
          method: v.method,
          paidAt: v.paidAt.format("YYYY-MM-DD"),
          ...(v.receiptNumber?.trim() ? { receiptNumber: v.receiptNumber.trim() } : {}),
        },
      },
      {
        onSuccess: (r) => {
          void message.success(r.status === "collected" ? t("detail.paidCollected") : t("detail.paid"));
          onClose();
        },
      },
    );

  return (
    <FormModal
      open
      title={t("detail.payTitle")}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
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
          amount: c.overdueAmount || undefined,
          method: "cash",
          paidAt: dayjs(tashkentToday()),
        }}
      >
        <Form.Item
          name="amount"
          label={t("detail.payAmount")}
          rules={[
            { required: true, message: t("detail.payRequired") },
            {
              validator: (_, value: number | null | undefined) =>
                typeof value === "number" && value > most
                  ? Promise.reject(new Error(t("detail.payTooMuch", { value: formatMoney(most) })))
                  : Promise.resolve(),
            },
          ]}
        >
          <MoneyInput autoFocus min={1} />
        </Form.Item>
        <div className="dc-form-row">
          <Form.Item
            name="method"
            label={t("detail.payMethod")}
            rules={[{ required: true, message: t("detail.payRequired") }]}
          >
            <Select<PaymentMethod>
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="paidAt"
            label={t("detail.payDate")}
            rules={[{ required: true, message: t("detail.payRequired") }]}
          >
            <DatePicker format="DD.MM.YYYY" className="dc-full" allowClear={false} />
          </Form.Item>
        </div>
        <Form.Item name="receiptNumber" label={t("detail.payReceipt")}>
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
      </Form>
      {record.isError && (
        <Alert type="error" showIcon role="alert" className="dc-alert" title={errorText(record.error)} />
      )}
    </FormModal>
  );
}

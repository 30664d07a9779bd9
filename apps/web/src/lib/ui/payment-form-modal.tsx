import { type CreatePaymentBody, PAYMENT_METHODS, type PaymentMethod, tashkentToday } from "@makon/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, DatePicker, Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useState } from "react";
import { useErrorText } from "../api";
import { FormModal } from "./form-modal";
import { MoneyInput } from "./money-input";

interface PaymentFields {
  amount: number;
  method: PaymentMethod;
  paidAt: Dayjs;
  receiptNumber?: string;
}

/** What the form says, from the catalogue of the screen that opens it. */
export interface PaymentFormWords {
  title: string;
  ok: string;
  cancel: string;
  amount: string;
  method: string;
  date: string;
  receipt: string;
  /** Under an empty required field. */
  required: string;
  /** Under an amount above `most`, naming it. */
  tooMuch: string;
  methodName: (method: PaymentMethod) => string;
}

/** A screen's POST of a payment, sent with the form's Idempotency-Key. */
export type PaymentSave<R> = UseMutationResult<R, unknown, { body: CreatePaymentBody; key: string }>;

interface PaymentFormModalProps<R> {
  words: PaymentFormWords;
  save: PaymentSave<R>;
  /** The amount offered at opening (none when there is nothing to suggest). */
  amount: number | undefined;
  method: PaymentMethod;
  /** The most the form may take: said when exceeded, never cut down to it without a word. */
  most: number;
  /** After a save that took (a notice); the form closes itself. */
  onSaved: (result: R) => void;
  onClose: () => void;
  /** A second line under a refusal (e.g. the most the server would take). */
  errorDetail?: (error: unknown) => string | undefined;
  /** Above the fields. */
  notice?: ReactNode;
  /** The screen's own layout classes: a two-column row, a full-width picker, the error's spacing. */
  classNames: { row: string; full: string; error: string };
  /** Enter in the receipt number, the last field, saves the form. */
  submitOnReceiptEnter?: boolean;
}

/**
 * A payment against a contract: amount, method, date, receipt number. Mounted once per opening:
 * the Idempotency-Key is made here and kept for every retry of this form, so a save whose answer
 * was lost is not booked twice.
 */
export function PaymentFormModal<R>(props: PaymentFormModalProps<R>) {
  const { words, save, most, onClose, classNames } = props;
  const errorText = useErrorText();
  const [form] = Form.useForm<PaymentFields>();
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<unknown>(null);
  const detail = failure === null ? undefined : props.errorDetail?.(failure);

  const submit = (values: PaymentFields) => {
    setFailure(null);
    save.mutate(
      {
        key,
        body: {
          amount: values.amount,
          method: values.method,
          paidAt: values.paidAt.format("YYYY-MM-DD"),
          // No receipt number goes as null: the API stores an absent one as null too.
          receiptNumber: values.receiptNumber?.trim() || null,
        },
      },
      {
        onSuccess: (result) => {
          props.onSaved(result);
          onClose();
        },
        onError: setFailure,
      },
    );
  };

  const required = [{ required: true, message: words.required }];
  return (
    <FormModal
      open
      title={words.title}
      okText={words.ok}
      cancelText={words.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {props.notice}
      <Form<PaymentFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          amount: props.amount || undefined,
          method: props.method,
          paidAt: dayjs(tashkentToday()),
        }}
      >
        <Form.Item
          name="amount"
          label={words.amount}
          rules={[
            ...required,
            {
              validator: (_, value: number | null | undefined) =>
                typeof value === "number" && value > most
                  ? Promise.reject(new Error(words.tooMuch))
                  : Promise.resolve(),
            },
          ]}
        >
          <MoneyInput autoFocus min={1} />
        </Form.Item>
        <div className={classNames.row}>
          <Form.Item name="method" label={words.method} rules={required}>
            <Select<PaymentMethod>
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: words.methodName(m) }))}
            />
          </Form.Item>
          <Form.Item name="paidAt" label={words.date} rules={required}>
            <DatePicker format="DD.MM.YYYY" className={classNames.full} allowClear={false} />
          </Form.Item>
        </div>
        <Form.Item name="receiptNumber" label={words.receipt}>
          <Input
            maxLength={60}
            autoComplete="off"
            onPressEnter={props.submitOnReceiptEnter ? () => form.submit() : undefined}
          />
        </Form.Item>
      </Form>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className={classNames.error}
          title={errorText(failure)}
          description={detail}
        />
      )}
    </FormModal>
  );
}

import type { ContractDetail } from "@makon/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, App, Form, type FormInstance, type FormProps, Input } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { FormModal } from "../../../lib/ui/form-modal";

interface ScheduleVersionModalProps<V, B> {
  /** The catalogue group of the dialog's words (title, text, ok, reason, done). */
  words: "reschedule" | "paymentTypeChange";
  contract: ContractDetail;
  form: FormInstance<V>;
  save: UseMutationResult<unknown, unknown, B>;
  /** The request's body, its written reason included. */
  toBody: (values: V) => B;
  initialValues: FormProps<V>["initialValues"];
  onClose: () => void;
  /** The dialog's own fields, between the notice and the reason. */
  children: ReactNode;
}

/**
 * A dialog that plans a contract's schedule anew (another term, another payment type): the server
 * keeps the old schedule as an earlier version, so each says so above its fields and asks why
 * below them; the save, its banner and the refusal are the same for both.
 */
export function ScheduleVersionModal<V, B>(props: ScheduleVersionModalProps<V, B>) {
  const { words, form, save, onClose } = props;
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();

  const submit = (values: V) =>
    save.mutate(props.toBody(values), {
      onSuccess: () => {
        void message.success(t(`${words}.done`));
        onClose();
      },
    });

  return (
    <FormModal
      open
      title={t(`${words}.title`)}
      okText={t(`${words}.ok`)}
      cancelText={t("actions.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        className="ct-modal-notice"
        title={t(`${words}.text`, { version: props.contract.scheduleVersion })}
      />
      <Form<V>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={props.initialValues}
      >
        {props.children}
        <Form.Item
          name="reason"
          label={t(`${words}.reason`)}
          rules={[{ required: true, whitespace: true, min: 3, message: t("cancelPayment.reasonHint") }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {save.isError && (
        <Alert type="error" showIcon role="alert" className="ct-modal-error" title={errorText(save.error)} />
      )}
    </FormModal>
  );
}

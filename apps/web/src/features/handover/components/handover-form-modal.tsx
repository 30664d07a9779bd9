import type { UseMutationResult } from "@tanstack/react-query";
import { App, Form, type FormInstance, type FormProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { FormModal } from "../../../lib/ui/form-modal";

interface HandoverFormModalProps<V, B, R> {
  /** The form's name: its fields' ids start with it. */
  name: string;
  title: string;
  /** The save button's word when it is not the plain "save". */
  okText?: string;
  /** The banner after a save that took; it may depend on the answer (whether an SMS went out). */
  doneText: string | ((answer: R) => string);
  form: FormInstance<V>;
  save: UseMutationResult<R, unknown, B>;
  /** The request from the form; none (a defect of only spaces) sends nothing and stays open. */
  toBody: (values: V) => B | undefined;
  initialValues?: FormProps<V>["initialValues"];
  /** Above the fields (e.g. the defect being fixed, the buyer's name). */
  intro?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A handover dialog that saves one thing (an act's readings, a defect, a fix, a permit, a visit):
 * save and cancel, the saving state, the banner, and a refusal told as a message, the same for each.
 */
export function HandoverFormModal<V, B, R>(props: HandoverFormModalProps<V, B, R>) {
  const { form, save, doneText, onClose } = props;
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();

  const submit = (values: V) => {
    const body = props.toBody(values);
    if (body === undefined) return;
    save.mutate(body, {
      onSuccess: (answer) => {
        void message.success(typeof doneText === "string" ? doneText : doneText(answer));
        onClose();
      },
      onError: (error) => void message.error(errorText(error)),
    });
  };

  return (
    <FormModal
      open
      title={props.title}
      okText={props.okText ?? t("common.save")}
      cancelText={t("common.cancel")}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {props.intro}
      <Form<V>
        name={props.name}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={props.initialValues}
      >
        {props.children}
      </Form>
    </FormModal>
  );
}

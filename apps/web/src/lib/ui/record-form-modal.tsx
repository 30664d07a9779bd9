import { Alert, Form, type FormInstance, type FormProps } from "antd";
import type { ReactNode } from "react";
import { FormModal } from "./form-modal";

/** What the dialog needs of the screen's save: useRecordSave gives it, a one-call form builds it. */
export interface FormSave<V> {
  submit: (values: V) => void;
  /** The server's refusal, shown under the fields. */
  failure: string | null;
  /** Called on every edit; without it a refusal stays until the next try. */
  clearFailure?: () => void;
  saving: boolean;
}

interface RecordFormModalProps<V> extends Pick<FormProps<V>, "initialValues" | "requiredMark" | "className"> {
  form: FormInstance<V>;
  save: FormSave<V>;
  /** The screen's own words: "new …" or "edit …", save, cancel. */
  title: string;
  okText: string;
  cancelText: string;
  width?: number;
  onClose: () => void;
  /**
   * Enter in a field submits: a form with several fields needs a submit button for that, and the
   * dialog's own save button sits outside the form, so a hidden one stands in.
   */
  submitOnEnter?: boolean;
  children: ReactNode;
}

/**
 * The dialog of a form that saves a record, or one change to it (a bank, an organisation, a
 * client's manager): its fields are the screen's; the wiring around them (save and cancel, the
 * saving state, the server's refusal under the fields) is the same for all. Rendered only while
 * open, so every opening starts afresh.
 */
export function RecordFormModal<V>(props: RecordFormModalProps<V>) {
  const { form, save, onClose, children } = props;
  return (
    <FormModal
      open
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.saving}
      mask={{ closable: false }}
      width={props.width}
    >
      <Form<V>
        form={form}
        layout="vertical"
        requiredMark={props.requiredMark}
        initialValues={props.initialValues}
        onFinish={save.submit}
        onValuesChange={save.clearFailure}
        className={props.className}
      >
        {children}
        {save.failure && <Alert type="error" showIcon title={save.failure} role="alert" />}
        {props.submitOnEnter && <button type="submit" hidden aria-hidden="true" tabIndex={-1} />}
      </Form>
    </FormModal>
  );
}

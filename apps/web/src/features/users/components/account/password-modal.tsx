import { Alert, App, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { FormModal } from "../../../../lib/ui/form-modal";
import { useChangeMyPassword } from "../../api/my-account";

interface Values {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

/** One's own new password: the current one, the new one twice. */
export function PasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("shell");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const change = useChangeMyPassword();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = ({ currentPassword, newPassword }: Values) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          void message.success(t("account.passwordChanged"));
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <FormModal
      open
      title={t("account.passwordTitle")}
      okText={t("account.save")}
      cancelText={t("account.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      <p>{t("account.passwordNote")}</p>
      <Form<Values> form={form} name="my-password" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="currentPassword"
          label={t("account.currentPassword")}
          rules={[{ required: true, message: t("account.required") }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t("account.newPassword")}
          rules={[
            { required: true, message: t("account.required") },
            { min: 8, message: t("account.tooShort") },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t("account.repeatPassword")}
          dependencies={["newPassword"]}
          rules={[
            { required: true, message: t("account.required") },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue("newPassword")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("account.mismatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

import { CLIENT_SOURCES, type ClientSource, normalisePhone } from "@makon/shared";
import { Alert, App, Button, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { FormModal } from "../../../lib/ui/form-modal";
import { PhoneField } from "../../../lib/ui/phone-field";
import { useCreateClient } from "../api/use-client-find";

interface FormValues {
  fullName: string;
  phone: string;
  source: ClientSource;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (clientId: number) => void;
}

/** The id of the client who already has this phone (409 CLIENT_PHONE_EXISTS), if the API said. */
function existingId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== "CLIENT_PHONE_EXISTS") return null;
  const details = error.details as { clientId?: unknown } | undefined;
  return typeof details?.clientId === "number" ? details.clientId : null;
}

/** POST /api/client with the minimum a booking needs: name, phone and where they came from. */
export function NewClientModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation("sales");
  const { t: tcl } = useTranslation("clients");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateClient();
  const existing = existingId(create.error);

  const submit = (v: FormValues) =>
    create.mutate(
      { fullName: v.fullName.trim(), phone: normalisePhone(v.phone), source: v.source },
      {
        onSuccess: (client) => {
          void message.success(t("client.created"));
          form.resetFields();
          create.reset();
          onCreated(client.id);
        },
      },
    );

  return (
    <FormModal
      open={open}
      title={t("client.createTitle")}
      onCancel={onClose}
      okText={t("client.save")}
      cancelText={t("client.cancel")}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      destroyOnHidden
      className="sl-new-client-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ source: "reception" }}
        onFinish={submit}
      >
        <Form.Item
          name="fullName"
          label={t("client.fullName")}
          rules={[{ required: true, whitespace: true, min: 2, message: t("client.required") }]}
        >
          <Input autoFocus maxLength={150} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("client.phone")}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                /^\d{9}$/.test(normalisePhone(v ?? ""))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("client.phoneInvalid"))),
            },
          ]}
        >
          <PhoneField />
        </Form.Item>
        <Form.Item name="source" label={t("client.source")}>
          <Select options={CLIENT_SOURCES.map((s) => ({ value: s, label: tcl(`sources.${s}`) }))} />
        </Form.Item>
      </Form>
      {create.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(create.error)}
          action={
            existing !== null && (
              <Button size="small" onClick={() => onCreated(existing)}>
                {t("client.pick")}
              </Button>
            )
          }
        />
      )}
    </FormModal>
  );
}

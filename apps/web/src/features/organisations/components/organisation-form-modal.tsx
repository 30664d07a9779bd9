import { ORGANISATION_KINDS } from "@makon/shared";
import { Alert, App, Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { PhoneField } from "../../../lib/ui/phone-field";
import { useNotice } from "../../notices";
import { useCreateOrganisation } from "../api/use-create-organisation";
import { useUpdateOrganisation } from "../api/use-update-organisation";
import {
  EMPTY_ORGANISATION_FORM,
  isValidOptionalPhone,
  isValidStir,
  type OrganisationFields,
  type OrganisationFormValues,
  toCreateBody,
  toFormValues,
  toUpdateBody,
} from "../organisation-form";

interface OrganisationFormModalProps {
  /** The organisation to edit; null creates a new one. */
  organisation: (OrganisationFields & { id: number }) | null;
  onClose: () => void;
}

/** Create or edit an organisation. Rendered only while open, so every opening starts afresh. */
export function OrganisationFormModal({ organisation, onClose }: OrganisationFormModalProps) {
  const { t } = useTranslation("organisations");
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const [form] = Form.useForm<OrganisationFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation();
  const saving = create.isPending || update.isPending;

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === "STIR_TAKEN") {
      form.setFields([{ name: "stir", errors: [errorText(error)] }]);
      setFailure(null);
    } else {
      setFailure(errorText(error));
    }
  };

  const submit = (values: OrganisationFormValues) => {
    setFailure(null);
    if (!organisation) {
      create.mutate(toCreateBody(values), {
        onSuccess: () => {
          notify("data_add");
          onClose();
        },
        onError: fail,
      });
      return;
    }
    const body = toUpdateBody(values, organisation);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: organisation.id, body },
      {
        onSuccess: () => {
          void message.success(t("saved"));
          onClose();
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal
      open
      title={organisation ? t("form.editTitle") : t("form.createTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
      width={560}
    >
      <Form<OrganisationFormValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={organisation ? toFormValues(organisation) : EMPTY_ORGANISATION_FORM}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        className="org-form"
      >
        <Form.Item
          name="name"
          label={t("form.name")}
          rules={[
            { required: true, whitespace: true, message: t("form.nameRequired") },
            { min: 2, message: t("form.nameShort") },
          ]}
        >
          <Input placeholder={t("form.namePlaceholder")} maxLength={200} autoFocus />
        </Form.Item>
        <div className="org-form-row">
          <Form.Item
            name="kind"
            label={t("form.kind")}
            rules={[{ required: true, message: t("form.kindRequired") }]}
          >
            <Select options={ORGANISATION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />
          </Form.Item>
          <Form.Item
            name="stir"
            label={t("form.stir")}
            validateDebounce={400}
            normalize={(value: string) => value.replace(/\s/g, "")}
            rules={[
              { required: true, message: t("form.stirRequired") },
              {
                validator: (_, value: string) =>
                  !value || isValidStir(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("form.stirInvalid"))),
              },
            ]}
          >
            <Input placeholder={t("form.stirPlaceholder")} inputMode="numeric" maxLength={12} />
          </Form.Item>
        </div>
        <Form.Item name="address" label={t("form.address")}>
          <Input maxLength={300} />
        </Form.Item>
        <div className="org-form-row">
          <Form.Item name="director" label={t("form.director")}>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t("form.phone")}
            validateDebounce={400}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  isValidOptionalPhone(value ?? "")
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("form.phoneInvalid"))),
              },
            ]}
          >
            <PhoneField placeholder={t("form.phonePlaceholder")} />
          </Form.Item>
        </div>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      </Form>
    </Modal>
  );
}

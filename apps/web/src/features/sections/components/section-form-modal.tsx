import type { Section } from "@makon/shared";
import { Alert, App, Form, Input, InputNumber, Select } from "antd";
import type { Rule } from "antd/es/form";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { FormModal } from "../../../lib/ui/form-modal";
import { useCreateSection } from "../api/create-section";
import { useUpdateSection } from "../api/update-section";
import {
  checkOrder,
  checkSectionName,
  createSectionBody,
  pathChoices,
  type SectionFieldMessage,
  type SectionFormValues,
  sectionFormValues,
  updateSectionBody,
} from "../section-form";
import { IconPicker } from "./icon-picker";

interface SectionFormModalProps {
  open: boolean;
  /** The section edited; null for a new one. */
  section: Section | null;
  sections: readonly Section[];
  /** A page's Uzbek title. */
  pageTitle: (path: string) => string;
  onClose: () => void;
}

/** Create or edit a menu section: its page, name, icon and place in the menu. */
export function SectionFormModal(props: SectionFormModalProps) {
  const { t } = useTranslation("sections");
  const [form] = Form.useForm<SectionFormValues>();
  const create = useCreateSection();
  const update = useUpdateSection();
  return (
    <FormModal
      open={props.open}
      onCancel={props.onClose}
      title={props.section ? t("form.editTitle") : t("form.createTitle")}
      okText={t("form.save")}
      cancelText={t("form.cancel")}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || update.isPending}
      width="min(600px, calc(100vw - 32px))"
      destroyOnHidden
      mask={{ closable: false }}
    >
      <SectionForm key={props.section?.id ?? "new"} {...props} form={form} create={create} update={update} />
    </FormModal>
  );
}

interface SectionFormProps extends SectionFormModalProps {
  form: ReturnType<typeof Form.useForm<SectionFormValues>>[0];
  create: ReturnType<typeof useCreateSection>;
  update: ReturnType<typeof useUpdateSection>;
}

function SectionForm({ section, sections, pageTitle, onClose, form, create, update }: SectionFormProps) {
  const { t } = useTranslation("sections");
  const { message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo(() => sectionFormValues(section, sections), [section, sections]);
  const choices = useMemo(() => pathChoices(sections, section?.path ?? null), [sections, section]);

  const rule =
    <T,>(check: (value: T) => SectionFieldMessage | undefined): Rule =>
    () => ({
      validator: (_, value: T) => {
        const found = check(value);
        return found ? Promise.reject(new Error(t(`validation.${found}`))) : Promise.resolve();
      },
    });
  const required = (text: SectionFieldMessage): Rule => ({
    required: true,
    message: t(`validation.${text}`),
  });

  const failed = (error: unknown) => {
    setFailure(errorText(error));
    if (error instanceof ApiError && error.code === "SECTION_PATH_TAKEN")
      form.setFields([{ name: "path", errors: [errorText(error)] }]);
  };

  const submit = (values: SectionFormValues) => {
    setFailure(null);
    if (!section) {
      const body = createSectionBody(values);
      if (!body) return;
      create.mutate(body, {
        onSuccess: () => {
          notify("data_add");
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const body = updateSectionBody(section, values);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { id: section.id, body },
      {
        onSuccess: () => {
          void message.success(t("saved"));
          onClose();
        },
        onError: failed,
      },
    );
  };

  return (
    <Form<SectionFormValues>
      form={form}
      name="section"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={() => failure && setFailure(null)}
      noValidate
    >
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" className="section-form-failure" />
      )}
      <Form.Item
        name="path"
        label={t("form.path")}
        rules={[required("pathRequired")]}
        extra={t("form.pathNote")}
      >
        <Select
          placeholder={t("form.pathPlaceholder")}
          showSearch={{ optionFilterProp: "label" }}
          options={choices.map((key) => ({ value: key, label: `${pageTitle(key)} (/${key})` }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t("form.name")} required rules={[rule(checkSectionName)]}>
        <Input placeholder={t("form.namePlaceholder")} maxLength={60} autoComplete="off" />
      </Form.Item>
      <Form.Item name="icon" label={t("form.icon")} rules={[required("iconRequired")]}>
        <IconPicker />
      </Form.Item>
      <Form.Item
        name="order"
        label={t("form.order")}
        required
        rules={[rule(checkOrder)]}
        extra={t("form.orderNote")}
      >
        <InputNumber min={0} max={10_000} precision={0} step={10} className="section-order-input" />
      </Form.Item>
    </Form>
  );
}

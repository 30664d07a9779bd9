import { ORGANISATION_KINDS } from "@makon/shared";
import { Checkbox, Form, Input, InputNumber, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { PhoneField } from "../../../lib/ui/phone-field";
import { RecordFormModal } from "../../../lib/ui/record-form-modal";
import { useRecordSave } from "../../../lib/ui/use-record-save";
import { useCreateOrganisation } from "../api/use-create-organisation";
import { useOrganisation } from "../api/use-organisation";
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
  const [form] = Form.useForm<OrganisationFormValues>();
  // The penya terms live only in the detail: read it, and fill them in unless already typed.
  const detail = useOrganisation(organisation?.id ?? null);
  const terms = detail.data;
  useEffect(() => {
    if (!terms) return;
    const fields = (["penaltyRate", "penaltyCap"] as const).filter((f) => !form.isFieldTouched(f));
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f, terms[f]])));
  }, [terms, form]);
  const save = useRecordSave({
    form,
    record:
      organisation && terms
        ? { ...organisation, penaltyRate: terms.penaltyRate, penaltyCap: terms.penaltyCap }
        : organisation,
    create: useCreateOrganisation(),
    update: useUpdateOrganisation(),
    toCreate: toCreateBody,
    toUpdate: toUpdateBody,
    savedText: t("saved"),
    onClose,
    // A taken stir belongs under its field.
    fieldOf: (error) => (error instanceof ApiError && error.code === "STIR_TAKEN" ? "stir" : null),
  });

  return (
    <RecordFormModal<OrganisationFormValues>
      form={form}
      save={save}
      title={organisation ? t("form.editTitle") : t("form.createTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      width={560}
      onClose={onClose}
      requiredMark
      initialValues={organisation ? toFormValues(organisation) : EMPTY_ORGANISATION_FORM}
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
      {/* The rules of a seller (our own company) for its contracts' papers. */}
      <Form.Item noStyle dependencies={["kind"]}>
        {({ getFieldValue }) =>
          getFieldValue("kind") === "own" && (
            <fieldset className="org-form-rules">
              <legend>{t("form.paperRules")}</legend>
              <Form.Item name="requirePassport" valuePropName="checked" noStyle>
                <Checkbox>{t("form.requirePassport")}</Checkbox>
              </Form.Item>
              <Form.Item name="requireSignedScan" valuePropName="checked" noStyle>
                <Checkbox>{t("form.requireSignedScan")}</Checkbox>
              </Form.Item>
            </fieldset>
          )
        }
      </Form.Item>
      {/* A seller's penya on its contracts' overdue rows (collections); empty: none. */}
      <Form.Item noStyle dependencies={["kind"]}>
        {({ getFieldValue }) =>
          getFieldValue("kind") === "own" && (
            <fieldset className="org-form-rules">
              <legend>{t("form.penalty")}</legend>
              <div className="org-form-row">
                <Form.Item name="penaltyRate" label={t("form.penaltyRate")}>
                  <InputNumber<number>
                    min={0.001}
                    max={10}
                    step={0.01}
                    className="org-full"
                    placeholder={t("form.penaltyNone")}
                  />
                </Form.Item>
                <Form.Item name="penaltyCap" label={t("form.penaltyCap")}>
                  <InputNumber<number>
                    min={0.01}
                    max={100}
                    step={1}
                    className="org-full"
                    placeholder={t("form.penaltyNoCap")}
                  />
                </Form.Item>
              </div>
            </fieldset>
          )
        }
      </Form.Item>
    </RecordFormModal>
  );
}

import { type Bank, foldSearch } from "@makon/shared";
import { Form, Input, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { RecordFormModal } from "../../../lib/ui/record-form-modal";
import { useRecordSave } from "../../../lib/ui/use-record-save";
import { useCreateBank } from "../api/use-create-bank";
import { useUpdateBank } from "../api/use-update-bank";
import {
  type BankFields,
  type BankFormValues,
  EMPTY_BANK_FORM,
  headOfficeOptions,
  isValidBankMfo,
  toBankFormValues,
  toCreateBankBody,
  toUpdateBankBody,
} from "../bank-form";

interface BankFormModalProps {
  /** The bank to edit; null creates one. */
  bank: BankFields | null;
  /** Every bank (GET /api/bank/all): the head offices to choose from. */
  banks: readonly Bank[];
  banksLoading: boolean;
  onClose: () => void;
}

/** Create or edit a bank: a head office, or a branch of one. Rendered only while open. */
export function BankFormModal({ bank, banks, banksLoading, onClose }: BankFormModalProps) {
  const { t } = useTranslation("banks");
  const [form] = Form.useForm<BankFormValues>();
  const save = useRecordSave({
    form,
    record: bank,
    create: useCreateBank(),
    update: useUpdateBank(),
    toCreate: toCreateBankBody,
    toUpdate: toUpdateBankBody,
    savedText: t("saved"),
    onClose,
    // A taken mfo belongs under its field.
    fieldOf: (error) => (error instanceof ApiError && error.code === "MFO_TAKEN" ? "mfo" : null),
  });
  const parents = useMemo(() => headOfficeOptions(banks, bank?.id), [banks, bank?.id]);

  return (
    <RecordFormModal<BankFormValues>
      form={form}
      save={save}
      title={bank ? t("form.editTitle") : t("form.createTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      width={520}
      onClose={onClose}
      initialValues={bank ? toBankFormValues(bank) : EMPTY_BANK_FORM}
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
      <Form.Item
        name="mfo"
        label={t("form.mfo")}
        validateDebounce={400}
        normalize={(value: string) => value.replace(/\D/g, "").slice(0, 5)}
        rules={[
          { required: true, message: t("form.mfoRequired") },
          {
            validator: (_, value: string) =>
              !value || isValidBankMfo(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t("form.mfoInvalid"))),
          },
        ]}
      >
        <Input placeholder={t("form.mfoPlaceholder")} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="parentId" label={t("form.parent")} extra={t("form.parentHint")}>
        <Select
          allowClear
          showSearch={{
            filterOption: (input, option) =>
              foldSearch(String(option?.label ?? "")).includes(foldSearch(input)),
          }}
          placeholder={t("form.parentPlaceholder")}
          options={parents}
          loading={banksLoading}
        />
      </Form.Item>
    </RecordFormModal>
  );
}

import type { PropertyObject } from "@makon/shared";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { RecordFormModal } from "../../../../lib/ui/record-form-modal";
import { useRecordSave } from "../../../../lib/ui/use-record-save";
import { useCreateObject, useUpdateObject } from "../api/use-save-object";
import {
  EMPTY_OBJECT_FORM,
  OBJECT_LIMITS as L,
  type ObjectFields,
  type ObjectFormValues,
  toCreateObjectBody,
  toObjectFormValues,
  toUpdateObjectBody,
} from "../object-form";

interface ObjectFormModalProps {
  /** The object to edit; null creates a new one. */
  object: (ObjectFields & { id: number }) | null;
  onClose: () => void;
  /** A new object was made: the screen that asked for it may pick it at once. */
  onCreated?: (object: PropertyObject) => void;
}

/** Create or edit an object. Rendered only while open, so every opening starts afresh. */
export function ObjectFormModal({ object, onClose, onCreated }: ObjectFormModalProps) {
  const { t } = useTranslation("objects");
  const [form] = Form.useForm<ObjectFormValues>();
  const save = useRecordSave({
    form,
    record: object,
    create: useCreateObject(),
    update: useUpdateObject(),
    toCreate: toCreateObjectBody,
    toUpdate: toUpdateObjectBody,
    savedText: t("saved"),
    onClose,
    onCreated,
  });

  return (
    <RecordFormModal<ObjectFormValues>
      form={form}
      save={save}
      title={object ? t("form.editTitle") : t("form.createTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      width={560}
      onClose={onClose}
      requiredMark
      initialValues={object ? toObjectFormValues(object) : EMPTY_OBJECT_FORM}
      submitOnEnter
    >
      <Form.Item
        name="name"
        label={t("form.name")}
        rules={[
          { required: true, whitespace: true, message: t("form.nameRequired") },
          { min: L.nameMin, transform: (v: string) => v.trim(), message: t("form.nameShort") },
          { max: L.nameMax, message: t("form.nameLong") },
        ]}
      >
        <Input placeholder={t("form.namePlaceholder")} maxLength={L.nameMax} autoFocus />
      </Form.Item>
      <Form.Item
        name="address"
        label={t("form.address")}
        rules={[
          { required: true, whitespace: true, message: t("form.addressRequired") },
          { min: L.addressMin, transform: (v: string) => v.trim(), message: t("form.addressShort") },
          { max: L.addressMax, message: t("form.addressLong") },
        ]}
      >
        <Input placeholder={t("form.addressPlaceholder")} maxLength={L.addressMax} />
      </Form.Item>
      <Form.Item
        name="district"
        label={t("form.district")}
        rules={[{ max: L.districtMax, message: t("form.districtLong") }]}
      >
        <Input placeholder={t("form.districtPlaceholder")} maxLength={L.districtMax} />
      </Form.Item>
    </RecordFormModal>
  );
}

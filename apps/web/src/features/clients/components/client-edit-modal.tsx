import type { ClientCard, PropertyObject } from "@makon/shared";
import { App, Form, Input, InputNumber, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useCachedList } from "../../../lib/cache";
import { LanguageSelect } from "../../../lib/ui/language-select";
import { MoneyInput } from "../../../lib/ui/money-input";
import { PhoneField } from "../../../lib/ui/phone-field";
import { RecordFormModal } from "../../../lib/ui/record-form-modal";
import { useClientAction } from "../api/use-client-action";
import {
  type ClientFormValues,
  isValidExtraPhone,
  isValidPassport,
  isValidPinfl,
  toFormValues,
  toUpdateBody,
} from "../client-form";

interface ClientEditModalProps {
  card: ClientCard;
  /** client_passport_view: the passport and JShShIR fields are shown only then. */
  withPersonal: boolean;
  onClose: () => void;
  onChanged?: () => void;
}

/** Edits the client's details. Rendered only while open, so every opening starts afresh. */
export function ClientEditModal({ card, withPersonal, onClose, onChanged }: ClientEditModalProps) {
  const { t } = useTranslation("clients");
  const { t: tl } = useTranslation("languages");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<ClientFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const objects = useCachedList<PropertyObject[]>("objects");
  const action = useClientAction(card.id);
  const showPersonal = withPersonal && !card.personalMasked;

  const objectOptions = (objects.data ?? [])
    .filter((o) => !o.archivedAt || o.id === card.interestObjectId)
    .map((o) => ({ value: o.id, label: o.name }));
  if (card.interestObjectId !== null && !objectOptions.some((o) => o.value === card.interestObjectId))
    objectOptions.push({
      value: card.interestObjectId,
      label: card.interestObjectName ?? String(card.interestObjectId),
    });

  const submit = (values: ClientFormValues) => {
    const body = toUpdateBody(values, card, showPersonal);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setFailure(null);
    action.mutate(
      { kind: "update", body },
      {
        onSuccess: () => {
          void message.success(t("edit.saved"));
          onChanged?.();
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  const check = (valid: (v: string) => boolean, text: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      valid(value ?? "") ? Promise.resolve() : Promise.reject(new Error(text)),
  });

  return (
    <RecordFormModal
      form={form}
      save={{ submit, failure, clearFailure: () => setFailure(null), saving: action.isPending }}
      title={t("edit.title")}
      okText={t("actions.save")}
      cancelText={t("actions.cancel")}
      width={560}
      onClose={onClose}
      initialValues={toFormValues(card)}
      className="cl-form"
    >
      <Form.Item
        name="fullName"
        label={t("edit.fullName")}
        rules={[
          { required: true, whitespace: true, message: t("edit.nameRequired") },
          { min: 3, message: t("edit.nameShort") },
        ]}
      >
        <Input maxLength={120} autoFocus />
      </Form.Item>
      <div className="cl-form-row">
        <Form.Item
          name="extraPhone"
          label={t("edit.extraPhone")}
          rules={[check(isValidExtraPhone, t("edit.phoneInvalid"))]}
        >
          <PhoneField placeholder="90-123-45-67" />
        </Form.Item>
        <Form.Item name="interestObjectId" label={t("card.interestObject")}>
          <Select
            allowClear
            options={objectOptions}
            loading={objects.loading}
            showSearch={{ optionFilterProp: "label" }}
          />
        </Form.Item>
      </div>
      <div className="cl-form-row">
        <Form.Item name="interestRooms" label={t("card.interestRooms")}>
          <InputNumber<number> min={0} max={10} precision={0} className="cl-full" />
        </Form.Item>
        <Form.Item name="interestBudget" label={t("edit.budget")}>
          <MoneyInput min={0} max={100_000_000_000} step={10_000_000} className="cl-full" />
        </Form.Item>
      </div>
      <div className="cl-form-row">
        <Form.Item name="address" label={t("card.address")}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="language" label={tl("documents")}>
          <LanguageSelect />
        </Form.Item>
      </div>
      {showPersonal && (
        <div className="cl-form-row">
          <Form.Item
            name="passport"
            label={t("card.passport")}
            normalize={(v: string) => v.toUpperCase()}
            rules={[check(isValidPassport, t("edit.passportInvalid"))]}
          >
            <Input maxLength={11} placeholder="AA1234567" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="pinfl"
            label={t("card.pinfl")}
            rules={[check(isValidPinfl, t("edit.pinflInvalid"))]}
          >
            <Input maxLength={14} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </div>
      )}
      <Form.Item name="note" label={t("card.note")}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </RecordFormModal>
  );
}

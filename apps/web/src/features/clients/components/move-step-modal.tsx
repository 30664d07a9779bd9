import { CLIENT_STEPS, type ClientCard, type ClientStep } from "@makon/shared";
import { App, Form, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { RecordFormModal } from "../../../lib/ui/record-form-modal";
import { useClientAction } from "../api/use-client-action";

interface MoveStepModalProps {
  card: ClientCard;
  onClose: () => void;
  onChanged?: () => void;
}

/** Moves the client to a step by hand; the note goes into the steps timeline. */
export function MoveStepModal({ card, onClose, onChanged }: MoveStepModalProps) {
  const { t } = useTranslation("clients");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ step: ClientStep; note: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const action = useClientAction(card.id);

  const submit = ({ step, note }: { step: ClientStep; note: string }) =>
    action.mutate(
      { kind: "step", step, note: note?.trim() || null },
      {
        onSuccess: () => {
          void message.success(t("step.moved", { step: t(`steps.${step}`) }));
          onChanged?.();
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );

  return (
    <RecordFormModal
      form={form}
      save={{ submit, failure, clearFailure: () => setFailure(null), saving: action.isPending }}
      title={t("step.title")}
      okText={t("step.ok")}
      cancelText={t("actions.cancel")}
      onClose={onClose}
    >
      <Form.Item
        name="step"
        label={t("step.label")}
        rules={[
          { required: true, message: t("step.required") },
          {
            validator: (_, value) =>
              value === card.step ? Promise.reject(new Error(t("step.same"))) : Promise.resolve(),
          },
        ]}
      >
        <Select
          autoFocus
          placeholder={t("step.placeholder")}
          options={CLIENT_STEPS.map((s) => ({
            value: s,
            label: t(`steps.${s}`),
            disabled: s === card.step,
          }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t("step.note")}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </RecordFormModal>
  );
}

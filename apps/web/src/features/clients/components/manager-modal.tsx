import type { ClientCard } from "@makon/shared";
import { App, Form, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { RecordFormModal } from "../../../lib/ui/record-form-modal";
import { useClientAction } from "../api/use-client-action";
import { useManagers } from "../api/use-managers";

interface ManagerModalProps {
  card: ClientCard;
  onClose: () => void;
  onChanged?: () => void;
}

/** Hands the client to another sales manager (client_assign); empty takes them off anyone's list. */
export function ManagerModal({ card, onClose, onChanged }: ManagerModalProps) {
  const { t } = useTranslation("clients");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const managers = useManagers();
  const [form] = Form.useForm<{ managerId: number | null }>();
  const [failure, setFailure] = useState<string | null>(null);
  const action = useClientAction(card.id);

  const options = (managers.data ?? []).map((m) => ({ value: m.id, label: m.name }));
  // A manager who has left still shows by name rather than as a bare id.
  if (card.managerId !== null && !options.some((o) => o.value === card.managerId))
    options.push({ value: card.managerId, label: card.managerName ?? String(card.managerId) });

  const submit = ({ managerId }: { managerId: number | null }) => {
    const next = managerId ?? null;
    if (next === card.managerId) {
      onClose();
      return;
    }
    action.mutate(
      { kind: "update", body: { managerId: next } },
      {
        onSuccess: () => {
          void message.success(t("manager.saved"));
          onChanged?.();
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <RecordFormModal
      form={form}
      save={{ submit, failure, saving: action.isPending }}
      title={t("manager.title")}
      okText={t("actions.save")}
      cancelText={t("actions.cancel")}
      onClose={onClose}
      initialValues={{ managerId: card.managerId }}
    >
      <Form.Item name="managerId" label={t("card.manager")}>
        <Select
          autoFocus
          allowClear
          placeholder={t("manager.placeholder")}
          loading={managers.isPending}
          options={options}
          showSearch={{ optionFilterProp: "label" }}
          notFoundContent={managers.isError ? errorText(managers.error) : undefined}
        />
      </Form.Item>
    </RecordFormModal>
  );
}

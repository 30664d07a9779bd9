import type { ClientCard } from "@makon/shared";
import { Alert, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { FormModal } from "../../../lib/ui/form-modal";
import { useClientAction } from "../api/use-client-action";

interface DeleteClientModalProps {
  card: ClientCard;
  onClose: () => void;
  /** After the client is gone: the card closes. */
  onDeleted: () => void;
}

/** Deletes a client in the basket for good, once their name is typed again. */
export function DeleteClientModal({ card, onClose, onDeleted }: DeleteClientModalProps) {
  const { t } = useTranslation("clients");
  const { notify } = useNotice();
  const errorText = useErrorText();
  const [typed, setTyped] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const action = useClientAction(card.id);
  const matches = typed.trim().toLocaleLowerCase() === card.fullName.trim().toLocaleLowerCase();

  const remove = () =>
    action.mutate(
      { kind: "delete" },
      {
        onSuccess: () => {
          notify("data_delete");
          onDeleted();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );

  return (
    <FormModal
      open
      title={t("delete.title")}
      okText={t("delete.ok")}
      okButtonProps={{ danger: true, disabled: !matches }}
      cancelText={t("actions.cancel")}
      onOk={remove}
      onCancel={onClose}
      confirmLoading={action.isPending}
      mask={{ closable: false }}
    >
      <Alert type="warning" showIcon title={t("delete.warning")} className="cl-delete-warning" />
      <label htmlFor="cl-delete-name" className="cl-delete-label">
        {t("delete.typeName", { name: card.fullName })}
      </label>
      <Input
        id="cl-delete-name"
        value={typed}
        autoFocus
        autoComplete="off"
        onChange={(e) => {
          setTyped(e.target.value);
          setFailure(null);
        }}
        onPressEnter={() => matches && remove()}
      />
      {failure && <Alert type="error" showIcon title={failure} role="alert" className="cl-delete-error" />}
    </FormModal>
  );
}

import { Alert, Input } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../lib/ui/form-modal";

interface ReasonModalProps {
  title: string;
  /** What will happen, said before the user confirms. */
  text: ReactNode;
  label: string;
  okText: string;
  pending: boolean;
  /** The failed call's Uzbek text, if the last try failed. */
  failure: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** A destructive action that needs a written reason (3–500 characters, as the API asks). */
export function ReasonModal({
  title,
  text,
  label,
  okText,
  pending,
  failure,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const { t } = useTranslation("contracts");
  const [reason, setReason] = useState("");
  const ready = reason.trim().length >= 3;
  return (
    <FormModal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, disabled: !ready }}
      cancelText={t("actions.cancel")}
      onOk={() => onSubmit(reason.trim())}
      onCancel={onClose}
      confirmLoading={pending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={text} className="ct-modal-warning" />
      <label htmlFor="ct-reason" className="ct-label">
        {label}
      </label>
      <Input.TextArea
        id="ct-reason"
        value={reason}
        autoFocus
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(e) => setReason(e.target.value)}
        aria-describedby="ct-reason-hint"
      />
      <div id="ct-reason-hint" className="ct-muted">
        {t("cancelPayment.reasonHint")}
      </div>
      {failure && <Alert type="error" showIcon role="alert" title={failure} className="ct-modal-error" />}
    </FormModal>
  );
}

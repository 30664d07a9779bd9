import { Modal, type ModalProps } from "antd";
import { useDiscardGuard } from "./discard-guard";

export interface FormModalProps extends Omit<ModalProps, "onCancel"> {
  onCancel: () => void;
  /** Unsaved changes the guard cannot see for itself (a value set by code, not typed). */
  dirty?: boolean;
}

/**
 * A dialog holding a form: Escape, the mask, the cross and Cancel ask before throwing typed input
 * away; an untouched form closes at once (decision 45). Every dialog with a form uses this.
 */
export function FormModal({ open, onCancel, dirty, children, ...rest }: FormModalProps) {
  const guard = useDiscardGuard(open !== false, onCancel, dirty);
  return guard.provide(
    <Modal open={open} onCancel={guard.requestClose} {...rest}>
      {guard.wrap(children)}
    </Modal>,
  );
}

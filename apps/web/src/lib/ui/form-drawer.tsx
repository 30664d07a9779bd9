import { Button, type ButtonProps, Drawer, type DrawerProps } from "antd";
import { useDiscardGuard, useRequestClose } from "./discard-guard";

export interface FormDrawerProps extends Omit<DrawerProps, "onClose"> {
  onClose: () => void;
  /** Unsaved changes the guard cannot see for itself (a value set by code, not typed). */
  dirty?: boolean;
}

/**
 * A drawer holding a form: Escape, the mask and the cross ask before throwing typed input away;
 * an untouched form closes at once (decision 45). Every drawer with a form uses this, not antd's.
 */
export function FormDrawer({ open, onClose, dirty, children, ...rest }: FormDrawerProps) {
  const guard = useDiscardGuard(open === true, onClose, dirty);
  return guard.provide(
    <Drawer open={open} onClose={guard.requestClose} {...rest}>
      {guard.wrap(children)}
    </Drawer>,
  );
}

/** The footer's cancel button of a FormDrawer: it asks as the cross does. */
export function DrawerCancelButton(props: Omit<ButtonProps, "onClick">) {
  const requestClose = useRequestClose();
  return <Button {...props} onClick={() => requestClose?.()} />;
}

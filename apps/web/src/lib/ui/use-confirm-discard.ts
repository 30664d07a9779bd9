import { App } from "antd";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Closing a form someone has typed into (Escape, the close cross, "Bekor qilish") asks first, so a
 * stray key never throws away a half-filled employee or organisation; an untouched form closes.
 */
export function useConfirmDiscard(): (dirty: boolean, close: () => void) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation("common");
  return useCallback(
    (dirty: boolean, close: () => void) => {
      if (!dirty) return close();
      modal.confirm({
        title: t("discard.title"),
        content: t("discard.text"),
        okText: t("discard.ok"),
        cancelText: t("discard.cancel"),
        okButtonProps: { danger: true },
        onOk: close,
      });
    },
    [modal, t],
  );
}

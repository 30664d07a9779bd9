import { App, Switch, Tooltip } from "antd";
import { useTranslation } from "react-i18next";

interface ActiveSwitchProps {
  id?: string;
  value?: boolean;
  onChange?: (active: boolean) => void;
  /** Switching off signs the user out: ask first. */
  confirmOff: boolean;
  disabled?: boolean;
  /** Why it is disabled (editing oneself). */
  disabledReason?: string;
}

/** Faol / Nofaol, asking "Xodim tizimdan chiqariladi" before an active user is switched off. */
export function ActiveSwitch({
  id,
  value = true,
  onChange,
  confirmOff,
  disabled,
  disabledReason,
}: ActiveSwitchProps) {
  const { t } = useTranslation("users");
  const { modal } = App.useApp();

  const change = (next: boolean) => {
    if (next || !confirmOff) return onChange?.(next);
    modal.confirm({
      title: t("form.deactivateTitle"),
      content: t("form.deactivateText"),
      okText: t("form.deactivateOk"),
      okButtonProps: { danger: true },
      cancelText: t("form.cancel"),
      onOk: () => onChange?.(false),
    });
  };

  const control = (
    <Switch
      id={id}
      checked={value}
      onChange={change}
      disabled={disabled}
      checkedChildren={t("status.active")}
      unCheckedChildren={t("status.inactive")}
    />
  );
  return disabled && disabledReason ? (
    <Tooltip title={disabledReason}>
      <span className="active-switch-locked">{control}</span>
    </Tooltip>
  ) : (
    control
  );
}

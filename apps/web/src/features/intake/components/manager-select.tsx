import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useManagers } from "../../clients";

interface ManagerSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}

/** The sales manager a visitor goes to (GET /api/client/managers), searchable by name. */
export function ManagerSelect({ id, value, onChange, disabled }: ManagerSelectProps) {
  const { t } = useTranslation("intake");
  const managers = useManagers();
  return (
    <Select<number | null>
      id={id}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      allowClear
      loading={managers.isPending}
      placeholder={t("form.managerPlaceholder")}
      notFoundContent={managers.isError ? t("loadFailed") : t("form.noManagers")}
      options={(managers.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
      showSearch={{ optionFilterProp: "label" }}
    />
  );
}

import {
  type ActionKey,
  type Employee,
  formatPhone,
  isActionKey,
  isPageKey,
  type Section,
} from "@makon/shared";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface EmployeeHistoryProps {
  open: boolean;
  employee: Employee | null;
  sections: readonly Section[];
  onClose: () => void;
}

/** An employee's "Tarix", with rights shown by their Uzbek names and the section by its name. */
export function EmployeeHistory({ open, employee, sections, onClose }: EmployeeHistoryProps) {
  const { t } = useTranslation("history");
  const { t: ta } = useTranslation("access");

  const names = (value: unknown, name: (key: string) => string | undefined) =>
    Array.isArray(value) && value.length > 0
      ? value.map((k) => name(String(k)) ?? String(k)).join(", ")
      : undefined;

  const renderValue = (field: string, value: unknown): string | undefined => {
    if (field === "pagesDostup") return names(value, (k) => (isPageKey(k) ? ta(`pages.${k}`) : undefined));
    if (field === "dostup")
      return names(value, (k) => (isActionKey(k) ? ta(`actions.${k as ActionKey}`) : undefined));
    if (field === "sectionId" && typeof value === "number") return sections.find((s) => s.id === value)?.name;
    if (field === "phone" && typeof value === "string") return formatPhone(value);
    return undefined;
  };

  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={employee ? `/api/user/${employee.id}/history` : null}
      title={t("title", { name: employee?.name ?? "" })}
      renderValue={renderValue}
    />
  );
}

import type { Employee } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { HistoryDrawer } from "../../../lib/history";

interface EmployeeHistoryProps {
  open: boolean;
  employee: Employee | null;
  onClose: () => void;
}

/** An employee's "Tarix": rights, section and sign-ins in words (lib/history presents them). */
export function EmployeeHistory({ open, employee, onClose }: EmployeeHistoryProps) {
  const { t } = useTranslation("history");
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      url={employee ? `/api/user/${employee.id}/history` : null}
      title={t("title", { name: employee?.name ?? "" })}
    />
  );
}

import { Select } from "antd";
import { useTranslation } from "react-i18next";
import type { Assignee } from "../api/use-assignees";

interface AssigneeSelectProps {
  assignees: readonly Assignee[];
  loading: boolean;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  id?: string;
  className?: string;
}

/** The employee picker: each with the open applications already on their desk. */
export function AssigneeSelect({ assignees, loading, value, onChange, id, className }: AssigneeSelectProps) {
  const { t } = useTranslation("bankApplications");
  return (
    <Select<number>
      id={id}
      className={className}
      aria-label={t("assign.employee")}
      placeholder={t("assign.placeholder")}
      showSearch={{ optionFilterProp: "label" }}
      allowClear
      loading={loading}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      notFoundContent={loading ? undefined : t("assign.noCandidates")}
      options={assignees.map((a) => ({
        value: a.id,
        label: a.name,
        title: a.name,
        open: a.open,
      }))}
      optionRender={(option) => (
        <span className="ba-assignee-option">
          <span>{option.data.label}</span>
          {option.data.open !== null && (
            <span className="ba-muted">{t("assign.openCount", { count: option.data.open })}</span>
          )}
        </span>
      )}
    />
  );
}

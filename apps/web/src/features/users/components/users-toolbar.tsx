import { ROLE_PRESETS, type Section } from "@makon/shared";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../lib/ui/list-search";
import { useSearchText } from "../../../lib/ui/use-search-text";
import type { UserListParams } from "../list-params";

type Filters = Pick<UserListParams, "q" | "active" | "role" | "sectionId">;

interface UsersToolbarProps {
  filters: Filters;
  sections: readonly Section[];
  /**
   * Only the filters that changed, for the list to lay over its filters as they are by then;
   * any filter change starts again at page 1.
   */
  onChange: (change: Partial<Filters>) => void;
}

/** Search (debounced) and the active / role / section filters of the users list. */
export function UsersToolbar({ filters, sections, onChange }: UsersToolbarProps) {
  const { t } = useTranslation("users");
  const search = useSearchText(filters.q, (q) => onChange({ q }), 300);

  return (
    <search className="users-toolbar">
      <SearchBox search={search} placeholder={t("searchPlaceholder")} className="users-search" />
      <Select
        aria-label={t("filters.active")}
        className="users-filter"
        value={filters.active ?? "all"}
        onChange={(value: "all" | "true" | "false") =>
          onChange({ active: value === "all" ? undefined : value })
        }
        options={[
          { value: "all", label: `${t("filters.active")}: ${t("filters.all")}` },
          { value: "true", label: t("status.active") },
          { value: "false", label: t("status.inactive") },
        ]}
      />
      <Select
        aria-label={t("filters.role")}
        className="users-filter"
        allowClear
        placeholder={t("filters.role")}
        value={filters.role}
        onChange={(value?: string) => onChange({ role: value || undefined })}
        options={ROLE_PRESETS.map((p) => ({ value: p.role, label: t(`rolePresets.${p.role}`) }))}
        showSearch={{ optionFilterProp: "label" }}
      />
      <Select
        aria-label={t("filters.section")}
        className="users-filter"
        allowClear
        placeholder={t("filters.section")}
        value={filters.sectionId}
        onChange={(value?: number) => onChange({ sectionId: value ?? undefined })}
        options={sections.map((s) => ({ value: s.id, label: s.name }))}
        showSearch={{ optionFilterProp: "label" }}
      />
    </search>
  );
}

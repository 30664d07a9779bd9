import { ORGANISATION_KINDS, type OrganisationKind } from "@makon/shared";
import { Select } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ArchivedSwitch, SubmitSearch } from "../../../lib/ui/list-toolbar";
import type { ArchivedFilter } from "../organisation-query";

interface OrganisationsToolbarProps {
  q: string;
  kind: OrganisationKind | undefined;
  archived: ArchivedFilter;
  onSearch: (q: string) => void;
  onKind: (kind: OrganisationKind | undefined) => void;
  onArchived: (archived: ArchivedFilter) => void;
  /** The buttons at the right end (Excelga eksport, Qoʻshish). */
  actions: ReactNode;
}

/** Search, the kind and archive filters, and the list's actions. */
export function OrganisationsToolbar(props: OrganisationsToolbarProps) {
  const { t } = useTranslation("organisations");

  return (
    <div className="org-toolbar">
      <SubmitSearch
        className="org-toolbar-search"
        placeholder={t("search")}
        initial={props.q}
        onSearch={props.onSearch}
      />
      <Select<OrganisationKind | "">
        className="org-toolbar-kind"
        aria-label={t("kindFilter")}
        value={props.kind ?? ""}
        onChange={(value) => props.onKind(value === "" ? undefined : value)}
        options={[
          { value: "", label: t("kindAll") },
          ...ORGANISATION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
        ]}
      />
      <ArchivedSwitch
        value={props.archived}
        onChange={props.onArchived}
        words={(key) => t(`archiveFilter.${key}`)}
      />
      <div className="org-toolbar-actions">{props.actions}</div>
    </div>
  );
}

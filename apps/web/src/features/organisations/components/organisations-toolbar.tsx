import { ORGANISATION_KINDS, type OrganisationKind } from "@makon/shared";
import { Input, Segmented, Select } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const [text, setText] = useState(props.q);

  return (
    <div className="org-toolbar">
      <Input.Search
        className="org-toolbar-search"
        placeholder={t("search")}
        aria-label={t("search")}
        allowClear
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing the box shows the whole list again without a second step.
          if (event.target.value === "") props.onSearch("");
        }}
        onSearch={(value) => props.onSearch(value.trim())}
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
      <Segmented<ArchivedFilter>
        aria-label={t("archiveFilter.label")}
        value={props.archived}
        onChange={props.onArchived}
        options={[
          { value: "false", label: t("archiveFilter.false") },
          { value: "true", label: t("archiveFilter.true") },
          { value: "all", label: t("archiveFilter.all") },
        ]}
      />
      <div className="org-toolbar-actions">{props.actions}</div>
    </div>
  );
}

import { Input, Segmented } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ArchivedFilter } from "../object-params";

interface ObjectsToolbarProps {
  q: string;
  archived: ArchivedFilter;
  onSearch: (q: string) => void;
  onArchived: (archived: ArchivedFilter) => void;
  /** The buttons at the right end (Bino qoʻshish, Obyekt qoʻshish). */
  actions: ReactNode;
}

/** Search, the active / archived / all switch and the list's actions. */
export function ObjectsToolbar(props: ObjectsToolbarProps) {
  const { t } = useTranslation("objects");
  const [text, setText] = useState(props.q);

  return (
    <div className="obj-toolbar">
      <Input.Search
        className="obj-toolbar-search"
        placeholder={t("search")}
        aria-label={t("search")}
        allowClear
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing the box shows the whole list again without a second step.
          if (event.target.value === "") props.onSearch("");
        }}
        onSearch={(value) => props.onSearch(value.trim())}
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
      <div className="obj-toolbar-actions">{props.actions}</div>
    </div>
  );
}

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ArchivedSwitch, SubmitSearch } from "../../../../lib/ui/list-toolbar";
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

  return (
    <div className="obj-toolbar">
      <SubmitSearch
        className="obj-toolbar-search"
        placeholder={t("search")}
        initial={props.q}
        onSearch={props.onSearch}
        maxLength={100}
      />
      <ArchivedSwitch
        value={props.archived}
        onChange={props.onArchived}
        words={(key) => t(`archiveFilter.${key}`)}
      />
      <div className="obj-toolbar-actions">{props.actions}</div>
    </div>
  );
}

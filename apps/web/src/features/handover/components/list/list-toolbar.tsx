import { HANDOVER_VIEWS, type HandoverView } from "@makon/shared";
import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { ExportButton, ResetButton, SearchBox } from "../../../../lib/ui/list-toolbar";
import { useSearchText } from "../../../../lib/ui/use-search-text";
import { EMPTY_FILTERS, type HandoverParams, hasFilters } from "../../list-params";
import { PlaceFilter } from "./place-filter";

interface ListToolbarProps {
  params: HandoverParams;
  /** Any change starts again at page 1. */
  onChange: (patch: Partial<HandoverParams>) => void;
  onExport: (() => void) | null;
  exporting: boolean;
}

/** The tab's views, search (applied once typing stops), object → building, reset and the export. */
export function ListToolbar({ params, onChange, onExport, exporting }: ListToolbarProps) {
  const { t } = useTranslation("handover");
  const search = useSearchText(params.q, (q) => onChange({ q }));

  return (
    <>
      <Segmented<HandoverView>
        className="ho-views"
        value={params.view}
        onChange={(view) => onChange({ view, q: search.text })}
        options={HANDOVER_VIEWS[params.tab].map((v) => ({ value: v, label: t(`views.${v}`) }))}
      />
      <search className="ho-toolbar">
        <SearchBox search={search} placeholder={t("common.searchPlaceholder")} className="ho-search" />
        <PlaceFilter
          objectId={params.objectId}
          buildingId={params.buildingId}
          onChange={(place) => onChange({ ...place, q: search.text })}
        />
        <ResetButton
          disabled={!hasFilters({ ...params, q: search.text })}
          onClick={() => {
            search.clear();
            onChange(EMPTY_FILTERS);
          }}
        />
        {onExport && (
          <ExportButton onClick={onExport} loading={exporting} className="ho-export">
            {t("common.export")}
          </ExportButton>
        )}
      </search>
    </>
  );
}

import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type ObjectParams,
  ObjectsPanel,
  objectParamsFromSearch,
  objectSearch,
  prefetchObjects,
} from "../../features/property/objects";
import { prefetchCachedList } from "../../lib/cache";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import { useAddressSearch } from "../../lib/ui/use-address-search";
import type { ScreenData, ScreenProps } from "../screen-props";

/** Asked as the screen opens: the page of objects its address names, and the buildings beside them. */
export const screenData: ScreenData = ({ client, search }) => {
  prefetchObjects(client, objectParamsFromSearch(search));
  prefetchCachedList(client, "buildings");
};

/** /obyects — objects with their numbers and buildings; active, archived or all. Filters live in the address. */
export default function ObjectsPage({ pageKey }: ScreenProps) {
  const { t: tp } = useTranslation("pages");
  const { t } = useTranslation("objects");
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useAddressSearch();
  const params = useMemo(() => objectParamsFromSearch(search), [search]);
  const can = (key: string) => user?.dostup.includes(key) ?? false;

  // A change is laid over the address as it is when applied, not as this render saw it.
  const changeParams = useCallback(
    (next: Partial<ObjectParams>) =>
      setSearch(
        (current) => new URLSearchParams(objectSearch({ ...objectParamsFromSearch(current), ...next })),
        {
          replace: true,
        },
      ),
    [setSearch],
  );

  return (
    <>
      {/* The menu names the page "Obyektlar (Arxiv)"; the heading says what the filter shows. */}
      <PageHeader title={pageKey === "obyects" ? t(`heading.${params.archived}`) : tp(`titles.${pageKey}`)} />
      <ObjectsPanel
        params={params}
        onParams={changeParams}
        canEdit={can("property_edit")}
        canArchive={can("object_archive")}
      />
    </>
  );
}

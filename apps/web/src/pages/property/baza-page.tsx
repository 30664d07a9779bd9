import { DownloadOutlined } from "@ant-design/icons";
import type { Building, PropertyObject } from "@makon/shared";
import { App, Button } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type BazaFilters,
  type BazaParams,
  BazaTable,
  BazaToolbar,
  bazaParamsFromSearch,
  bazaSearch,
  prefetchUnits,
  useExportUnits,
  useUnits,
} from "../../features/property/baza";
import { useErrorText } from "../../lib/api";
import { prefetchCachedList, useCachedList } from "../../lib/cache";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import { useAddressSearch } from "../../lib/ui/use-address-search";
import "./baza.css";
import { LoadFailed } from "../../lib/ui/load-failed";
import type { ScreenData } from "../screen-props";

/** Asked as the screen opens: the page of units its address names, and the pickers' lists. */
export const screenData: ScreenData = ({ client, search }) => {
  prefetchUnits(client, bazaParamsFromSearch(search));
  prefetchCachedList(client, "objects");
  prefetchCachedList(client, "buildings");
};

/** /baza — every unit with its status, client and contract; the filters live in the address. */
export default function BazaPage() {
  const { t } = useTranslation("baza");
  const { t: tp } = useTranslation("pages");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useAddressSearch();
  const params = useMemo(() => bazaParamsFromSearch(search), [search]);
  const objects = useCachedList<PropertyObject[]>("objects");
  const buildings = useCachedList<Building[]>("buildings");
  const list = useUnits(params);
  const exporter = useExportUnits();

  const canExport = user?.dostup.includes("export_excel") ?? false;

  // A change is laid over the address as it is when applied, not as this render saw it.
  const setParams = useCallback(
    (change: Partial<BazaParams>) =>
      setSearch(
        (current) => new URLSearchParams(bazaSearch({ ...bazaParamsFromSearch(current), ...change })),
        {
          replace: true,
        },
      ),
    [setSearch],
  );

  const changeFilters = useCallback(
    (filters: Partial<BazaFilters>) => setParams({ ...filters, page: 1 }),
    [setParams],
  );

  const filters = useMemo<BazaFilters>(() => {
    const { page: _page, size: _size, sort: _sort, ...rest } = params;
    return rest;
  }, [params]);

  const exportExcel = () =>
    exporter.mutate(
      { params, fallbackName: t("exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  return (
    <>
      <PageHeader
        title={tp("titles.baza")}
        extra={
          canExport && (
            <Button icon={<DownloadOutlined />} onClick={exportExcel} loading={exporter.isPending}>
              {t("export")}
            </Button>
          )
        }
      />
      <section className="baza-panel" aria-label={tp("titles.baza")} aria-busy={list.isFetching}>
        <BazaToolbar
          filters={filters}
          objects={objects.data ?? []}
          buildings={buildings.data ?? []}
          onChange={changeFilters}
        />
        {list.isError && !list.data ? (
          <LoadFailed title={t("loadFailed")} error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <BazaTable page={list.data} loading={list.isFetching} params={params} onParamsChange={setParams} />
        )}
      </section>
    </>
  );
}

import {
  BANK_VIEWS,
  type Bank,
  type BankLevel,
  type BankView,
  bankRights,
  type PropertyObject,
} from "@makon/shared";
import { App, Tabs } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { useCachedList } from "../../../../lib/cache";
import { useCurrentUser } from "../../../../lib/session";
import { ExportButton } from "../../../../lib/ui/list-toolbar";
import { PageHeader } from "../../../../lib/ui/page-header";
import { useAddressSearch } from "../../../../lib/ui/use-address-search";
import { useBankApplications, useExportBankApplications } from "../../api/use-bank-applications";
import { useBankManagers } from "../../api/use-bank-managers";
import {
  type BankFilters,
  type BankListParams,
  bankParamsFromSearch,
  bankSearch,
  hasFilters,
} from "../../bank-params";
import { BankTable } from "./bank-table";
import { BankToolbar } from "./bank-toolbar";
import "../../bank-applications.css";

interface BankListScreenProps {
  level: BankLevel;
  title: string;
}

/** A level's applications: tabs, filters, a server-paged table and the Excel export; all in the address. */
export function BankListScreen({ level, title }: BankListScreenProps) {
  const { t } = useTranslation("bankApplications");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const works = user?.dostup.includes(bankRights(level).work) ?? false;
  // Those who work the desk start on their own applications; the others on everything open.
  const defaultView: BankView = works ? "mine" : "open";
  const [search, setSearch] = useAddressSearch();
  const params = useMemo(() => bankParamsFromSearch(search, defaultView), [search, defaultView]);
  const list = useBankApplications(level, params);
  const exporter = useExportBankApplications();
  const banks = useCachedList<Bank[]>("banks");
  const objects = useCachedList<PropertyObject[]>("objects");
  const managers = useBankManagers(user?.pagesDostup.includes("shartnoma_jarayon") ?? false);
  const canExport = user?.dostup.includes("export_excel") ?? false;

  // A change is laid over the address as it is when applied, not as this render saw it.
  const setParams = useCallback(
    (change: Partial<BankListParams>) =>
      setSearch(
        (current) => bankSearch({ ...bankParamsFromSearch(current, defaultView), ...change }, defaultView),
        { replace: true },
      ),
    [setSearch, defaultView],
  );
  const filters = useMemo<BankFilters>(() => {
    const { view: _v, page: _p, size: _s, sort: _o, ...rest } = params;
    return rest;
  }, [params]);
  const changeFilters = useCallback(
    (next: Partial<BankFilters>) => setParams({ ...next, page: 1 }),
    [setParams],
  );
  // A tab is a new list: it starts at page 1, with the filters kept.
  const changeView = (view: string) => setParams({ view: view as BankView, page: 1 });

  // A branch's list offers every bank (a head office stands for its branches); head office's, the head offices.
  const bankOptions = useMemo(
    () => (banks.data ?? []).filter((b) => level === "lower" || b.parentId === null),
    [banks.data, level],
  );

  const exportExcel = () =>
    exporter.mutate(
      { level, params, fallbackName: t("list.exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  let emptyText: string = t("list.empty");
  if (hasFilters(filters)) emptyText = t("list.emptyFiltered");
  else if (params.view === "mine") emptyText = t("list.emptyMine");

  return (
    <>
      <PageHeader
        title={title}
        extra={canExport && <ExportButton onClick={exportExcel} loading={exporter.isPending} />}
      />
      <section className="ba-panel" aria-label={title} aria-busy={list.isFetching}>
        <Tabs
          activeKey={params.view}
          onChange={changeView}
          className="ba-tabs"
          items={BANK_VIEWS.map((view) => ({ key: view, label: t(`list.views.${view}`) }))}
        />
        <BankToolbar
          level={level}
          filters={filters}
          banks={bankOptions}
          objects={objects.data ?? []}
          managers={managers.data ?? []}
          onChange={changeFilters}
        />
        <BankTable
          level={level}
          query={list}
          loadFailed={t("list.loadFailed")}
          params={params}
          onParamsChange={setParams}
          emptyText={emptyText}
        />
      </section>
    </>
  );
}

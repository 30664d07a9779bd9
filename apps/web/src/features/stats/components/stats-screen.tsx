import { DownloadOutlined } from "@ant-design/icons";
import { type PropertyObject, STATS_VIEWS, type StatsView, tashkentToday } from "@makon/shared";
import { App, Button, Tabs } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCachedList } from "../../../lib/cache";
import { useCurrentUser } from "../../../lib/session";
import { PageHeader } from "../../../lib/ui/page-header";
import { useAddressSearch } from "../../../lib/ui/use-address-search";
import { useManagers } from "../../clients";
import { useExportStatsView } from "../api/use-stats-export";
import { useStatsSummary } from "../api/use-stats-summary";
import type { RowsTarget } from "../rows-query";
import {
  type StatsFilterParams,
  type StatsParams,
  statsParamsFromSearch,
  statsSearchEntries,
} from "../stats-params";
import { RowsDrawer } from "./rows-drawer";
import { StatsToolbar } from "./stats-toolbar";
import { SummaryStrip } from "./summary-strip";
import { ViewBody } from "./view-body";
import "../stats.css";

/** /flow_chart: the period's figures and the clients, money and sales views; all in the address. */
export function StatsScreen({ title }: { title: string }) {
  const { t } = useTranslation("stats");
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useAddressSearch();
  const today = useMemo(() => tashkentToday(), []);
  const params = useMemo(() => statsParamsFromSearch(search, today), [search, today]);
  const { view, ...filters } = params;
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filters' values.
  const stableFilters = useMemo<StatsFilterParams>(() => filters, [filterKey]);
  // A change is laid over the address as it is when applied, not as this render saw it.
  const setParams = useCallback(
    (change: Partial<StatsParams>) =>
      setSearch(
        (current) =>
          new URLSearchParams(
            statsSearchEntries({ ...statsParamsFromSearch(current, today), ...change }, today),
          ),
        { replace: true },
      ),
    [setSearch, today],
  );
  const [target, setTarget] = useState<RowsTarget>();

  const summary = useStatsSummary(stableFilters);
  const objects = useCachedList<PropertyObject[]>("objects");
  // GET /api/client/managers lets the flow chart's page read the names.
  const managers = useManagers();
  const canExport = user?.dostup.includes("export_excel") ?? false;
  const exporter = useExportStatsView();

  const exportView = () =>
    exporter.mutate(
      { view, filters: stableFilters, fallbackName: `${view}.xlsx` },
      { onError: () => void message.error(t("filters.excelFailed")) },
    );

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canExport && (
            <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportView}>
              {t("filters.excel")}
            </Button>
          )
        }
      />
      <div className="st-screen">
        <StatsToolbar
          filters={stableFilters}
          today={today}
          objects={objects.data ?? []}
          managers={managers.data ?? []}
          onChange={setParams}
        />
        <SummaryStrip
          summary={summary.data}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          onOpen={setTarget}
        />
        <section className="st-panel" aria-label={t(`views.${view}`)}>
          <Tabs
            activeKey={view}
            onChange={(key) => setParams({ view: key as StatsView })}
            items={STATS_VIEWS.map((key) => ({
              key,
              label: t(`views.${key}`),
              // Only the open view asks the server for its numbers.
              children:
                key === view ? (
                  <ViewBody view={view} filters={stableFilters} summary={summary.data} onOpen={setTarget} />
                ) : null,
            }))}
          />
        </section>
      </div>
      <RowsDrawer
        filters={stableFilters}
        target={target}
        canExport={canExport}
        onClose={() => setTarget(undefined)}
      />
    </>
  );
}

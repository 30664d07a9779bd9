import { type ClientStep, formatNumber, type StatsClients, type StatsSummary } from "@makon/shared";
import { Table } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChartCard } from "../../../lib/ui/chart/chart-card";
import { LazyChart } from "../../../lib/ui/chart/lazy-chart";
import { funnelOption, funnelStepAt } from "../chart-options";
import { type FlowNames, flowNodeName } from "../flow-names";
import type { RowsTarget } from "../rows-query";
import { sankeyOption } from "../sankey-option";
import { useElementWidth } from "../use-element-width";
import { useStatsFormat } from "../use-stats-format";
import { ConversionTable } from "./conversion-table";
import { Num } from "./view-state";

interface ClientsViewProps {
  clients: StatsClients;
  funnel: StatsSummary["funnel"] | undefined;
  onOpen: (target: RowsTarget) => void;
}

/** Clients: where they come from and where they are lost (Sankey), the funnel, conversion. */
export function ClientsView({ clients, funnel, onOpen }: ClientsViewProps) {
  const { t } = useTranslation(["stats", "clients"]);
  const format = useStatsFormat();
  const [view, viewWidth] = useElementWidth<HTMLDivElement>();
  // The chart's width: the view's less the card's padding and border (a guess until laid out).
  const chartWidth = viewWidth > 0 ? viewWidth - 34 : 800;
  const names = useMemo<FlowNames>(
    () => ({
      source: {
        reception: t("clients:sources.reception"),
        call_center: t("clients:sources.call_center"),
        website: t("clients:sources.website"),
        social: t("clients:sources.social"),
        referral: t("clients:sources.referral"),
        other: t("clients:sources.other"),
      },
      stage: {
        new: t("clients:steps.new"),
        consulting: t("clients:steps.consulting"),
        booked: t("clients:steps.booked"),
        contract: t("clients:steps.contract"),
        concluded: t("clients:steps.concluded"),
        handed_over: t("clients:steps.handed_over"),
      },
      outcome: { refused: t("clients:steps.refused"), lost: t("stats:clients.lost") },
    }),
    [t],
  );
  const nodeName = (key: string) => flowNodeName(key, names);
  const stepName = (step: ClientStep) => t(`clients:steps.${step}`);
  const links = clients.links.filter((l) => l.count > 0);
  const steps = funnel ?? [];

  return (
    <div className="st-view" ref={view}>
      <ChartCard
        name="sankey"
        title={t("clients.sankey")}
        hint={t("clients.sankeyHint")}
        empty={links.length === 0}
        chart={
          <LazyChart
            title={t("clients.sankey")}
            height={Math.max(420, clients.nodes.length * 44)}
            option={sankeyOption(clients, nodeName, format, chartWidth)}
          />
        }
        table={
          <Table
            size="small"
            pagination={false}
            rowKey={(l) => `${l.from}>${l.to}`}
            dataSource={links}
            columns={[
              { key: "from", title: t("clients.columns.from"), render: (_, l) => nodeName(l.from) },
              { key: "to", title: t("clients.columns.to"), render: (_, l) => nodeName(l.to) },
              {
                key: "count",
                title: t("clients.columns.clients"),
                align: "right",
                render: (_, l) => (
                  <Num field="count" value={l.count}>
                    {formatNumber(l.count)}
                  </Num>
                ),
              },
            ]}
          />
        }
      />
      <ChartCard
        name="funnel"
        title={t("clients.funnel")}
        hint={t("clients.funnelHint")}
        empty={steps.every((s) => s.count === 0)}
        chart={
          <LazyChart
            title={t("clients.funnel")}
            height={Math.max(240, steps.length * 36)}
            option={funnelOption(steps, stepName, format)}
            onClick={(click) => {
              const step = funnelStepAt(steps, click.dataIndex);
              if (step) onOpen({ figure: "funnel", step });
            }}
          />
        }
        table={
          <Table
            size="small"
            pagination={false}
            rowKey="step"
            dataSource={steps}
            columns={[
              {
                key: "step",
                title: t("clients.columns.stage"),
                render: (_, s) => (
                  <button
                    type="button"
                    className="st-link"
                    onClick={() => onOpen({ figure: "funnel", step: s.step })}
                  >
                    {stepName(s.step)}
                  </button>
                ),
              },
              {
                key: "count",
                title: t("clients.columns.clients"),
                align: "right",
                render: (_, s) => (
                  <Num field="count" value={s.count}>
                    {formatNumber(s.count)}
                  </Num>
                ),
              },
            ]}
          />
        }
      />
      <div className="st-tables">
        <ConversionTable
          name="by-source"
          title={t("clients.bySource")}
          firstTitle={t("clients.columns.source")}
          rows={clients.bySource.map((r) => ({
            ...r,
            key: r.source,
            label: t(`clients:sources.${r.source}`),
          }))}
        />
        <ConversionTable
          name="by-manager"
          title={t("clients.byManager")}
          firstTitle={t("clients.columns.manager")}
          rows={clients.byManager.map((r) => ({
            ...r,
            key: String(r.managerId ?? "none"),
            label: r.managerName ?? t("clients.noManager"),
          }))}
        />
      </div>
    </div>
  );
}

import type { StatsSummary, StatsView } from "@makon/shared";
import { useStatsClients } from "../api/use-stats-clients";
import { useStatsMoney } from "../api/use-stats-money";
import { useStatsSales } from "../api/use-stats-sales";
import type { RowsTarget } from "../rows-query";
import type { StatsFilterParams } from "../stats-params";
import { ClientsView } from "./clients-view";
import { MoneyView } from "./money-view";
import { SalesView } from "./sales-view";
import { ViewState } from "./view-state";

interface ViewBodyProps {
  view: StatsView;
  filters: StatsFilterParams;
  summary: StatsSummary | undefined;
  onOpen: (target: RowsTarget) => void;
}

/** The open view with its own call; the others are not asked for. */
export function ViewBody({ view, filters, summary, onOpen }: ViewBodyProps) {
  const clients = useStatsClients(filters, view === "clients");
  const money = useStatsMoney(filters, view === "money");
  const sales = useStatsSales(filters, view === "sales");
  if (view === "money")
    return <ViewState query={money}>{(data) => <MoneyView money={data} onOpen={onOpen} />}</ViewState>;
  if (view === "sales") return <ViewState query={sales}>{(data) => <SalesView sales={data} />}</ViewState>;
  return (
    <ViewState query={clients}>
      {(data) => <ClientsView clients={data} funnel={summary?.funnel} onOpen={onOpen} />}
    </ViewState>
  );
}

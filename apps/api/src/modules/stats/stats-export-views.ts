import type {
  Catalogue,
  StatsClients,
  StatsMoney,
  StatsSales,
  StatsSummary,
  UnitStatus,
} from "@makon/shared";
import { monthCell, type StatsSheet, sheet } from "./stats-excel";

// Every book takes the words of the reader's language (the catalogue, never written here).

type Line = { name: string; count: number | null; amount: number | null; area?: number | null };

/** The summary: the figures, units by status, the funnel, overdue by band. */
export function summaryBook(s: StatsSummary, { documents, enums }: Catalogue): StatsSheet<unknown>[] {
  const w = documents.stats;
  const fig = w.figureNames;
  const figureColumns = [
    { header: w.figure, width: 30, value: (l: Line) => l.name },
    { header: w.count, width: 10, value: (l: Line) => l.count },
    { header: w.amount, width: 18, value: (l: Line) => l.amount },
    { header: w.area, width: 12, value: (l: Line) => l.area ?? null },
  ];
  const lines: Line[] = [
    { name: `${w.period}: ${s.period.from} — ${s.period.to}`, count: null, amount: null },
    { name: fig.sales, count: s.sales.count, amount: s.sales.amount, area: s.sales.areaM2 },
    { name: fig.refused, count: s.refused.count, amount: s.refused.amount },
    { name: fig.due, count: null, amount: s.money.due },
    { name: fig.received, count: null, amount: s.money.received },
    { name: fig.refunded, count: null, amount: s.money.refunded },
    { name: fig.overdue, count: s.overdue.count, amount: s.overdue.amount },
  ];
  const units = Object.entries(s.units.byStatus) as [UnitStatus, number][];
  return [
    sheet(w.sheets.figures, lines, figureColumns),
    sheet(
      w.sheets.units,
      [...units.map(([k, n]) => ({ name: enums.unitStatus[k], n })), { name: w.total, n: s.units.total }],
      [
        { header: w.status, width: 24, value: (r) => r.name },
        { header: w.count, width: 10, value: (r) => r.n },
      ],
    ),
    sheet(w.sheets.funnel, s.funnel, [
      { header: w.step, width: 24, value: (r) => enums.clientStep[r.step] },
      { header: w.count, width: 10, value: (r) => r.count },
    ]),
    sheet(w.sheets.overdue, s.overdue.byBand, [
      { header: w.band, width: 14, value: (r) => documents.debtors.bands[r.band] },
      { header: w.count, width: 10, value: (r) => r.count },
      { header: w.amount, width: 18, value: (r) => r.amount },
    ]),
  ];
}

/** The money view: months, methods, objects, the forecast. */
export function moneyBook(m: StatsMoney, { documents, enums }: Catalogue): StatsSheet<unknown>[] {
  const w = documents.stats;
  return [
    sheet(w.sheets.months, m.months, [
      { header: w.month, width: 10, value: (r) => monthCell(r.month) },
      { header: w.due, width: 18, value: (r) => r.due },
      { header: w.received, width: 18, value: (r) => r.received },
      { header: w.refunded, width: 18, value: (r) => r.refunded },
    ]),
    sheet(w.sheets.methods, m.byMethod, [
      { header: w.method, width: 20, value: (r) => enums.paymentMethod[r.method] },
      { header: w.received, width: 18, value: (r) => r.received },
      { header: w.refunded, width: 18, value: (r) => r.refunded },
    ]),
    sheet(w.sheets.objects, m.byObject, [
      { header: w.object, width: 24, value: (r) => r.objectName },
      { header: w.due, width: 18, value: (r) => r.due },
      { header: w.received, width: 18, value: (r) => r.received },
      { header: w.refunded, width: 18, value: (r) => r.refunded },
    ]),
    sheet(w.sheets.forecast, m.forecast, [
      { header: w.month, width: 10, value: (r) => monthCell(r.month) },
      { header: w.forecastDue, width: 20, value: (r) => r.due },
    ]),
  ];
}

/** A manager's name, or the catalogue's word for none. */
const managerNameIn = (w: Catalogue["documents"]["stats"]) => (name: string | null) => name ?? w.noManager;

/** The sales view: months, price per m², the managers. */
export function salesBook(s: StatsSales, { documents }: Catalogue): StatsSheet<unknown>[] {
  const w = documents.stats;
  const fig = w.figureNames;
  const managerName = managerNameIn(w);
  return [
    sheet(w.sheets.months, s.months, [
      { header: w.month, width: 10, value: (r) => monthCell(r.month) },
      { header: w.count, width: 10, value: (r) => r.count },
      { header: w.area, width: 12, value: (r) => r.areaM2 },
      { header: w.amount, width: 18, value: (r) => r.amount },
    ]),
    sheet(w.sheets.prices, s.pricePerM2, [
      { header: w.object, width: 24, value: (r) => r.objectName },
      { header: w.rooms, width: 8, value: (r) => r.rooms },
      { header: w.count, width: 10, value: (r) => r.count },
      { header: w.area, width: 12, value: (r) => r.areaM2 },
      { header: w.amount, width: 18, value: (r) => r.amount },
      { header: w.pricePerM2, width: 16, value: (r) => r.pricePerM2 },
    ]),
    sheet(w.sheets.managers, s.managers, [
      { header: w.manager, width: 24, value: (r) => managerName(r.managerName) },
      { header: w.clients, width: 10, value: (r) => r.clients },
      { header: w.contracts, width: 12, value: (r) => r.contracts },
      { header: fig.sales, width: 10, value: (r) => r.sales },
      { header: w.amount, width: 18, value: (r) => r.amount },
      { header: w.received, width: 18, value: (r) => r.received },
    ]),
  ];
}

/** A Sankey node's name: "source:reception" → Qabulxona. */
function nodeName(w: Catalogue["documents"]["stats"], key: string): string {
  const [kind, value = ""] = key.split(":");
  const names: Record<string, Record<string, string>> = {
    source: w.sources,
    stage: w.stages,
    outcome: w.outcomes,
  };
  return names[kind ?? ""]?.[value] ?? key;
}

const percent = (x: number) => Math.round(x * 1000) / 10;

/** The clients view: the flow's links, conversion by source and by manager. */
export function clientsBook(c: StatsClients, { documents }: Catalogue): StatsSheet<unknown>[] {
  const w = documents.stats;
  const managerName = managerNameIn(w);
  const conversion = [
    { header: w.clients, width: 10, value: (r: StatsClients["bySource"][number]) => r.clients },
    { header: w.contracts, width: 12, value: (r: StatsClients["bySource"][number]) => r.contracts },
    { header: w.concluded, width: 10, value: (r: StatsClients["bySource"][number]) => r.concluded },
    { header: w.refusedCount, width: 12, value: (r: StatsClients["bySource"][number]) => r.refused },
    {
      header: w.conversion,
      width: 14,
      value: (r: StatsClients["bySource"][number]) => percent(r.conversion),
    },
  ];
  return [
    sheet(w.sheets.flow, c.links, [
      { header: w.flowFrom, width: 24, value: (r) => nodeName(w, r.from) },
      { header: w.flowTo, width: 24, value: (r) => nodeName(w, r.to) },
      { header: w.count, width: 10, value: (r) => r.count },
    ]),
    sheet(w.sheets.sources, c.bySource, [
      { header: w.source, width: 24, value: (r) => w.sources[r.source] },
      ...conversion,
    ]),
    sheet(w.sheets.managers, c.byManager, [
      { header: w.manager, width: 24, value: (r) => managerName(r.managerName) },
      ...(conversion as unknown as {
        header: string;
        width: number;
        value: (r: StatsClients["byManager"][number]) => number;
      }[]),
    ]),
  ];
}

import type { StatsClients } from "@makon/shared";
import type { ChartOption } from "../../lib/ui/chart/chart-option";
import { type ChartFormat, escapeHtml } from "./chart-options";

/** The number of columns a Sankey lays its nodes in: the longest chain of links, plus one. */
export function flowColumns(links: readonly { from: string; to: string }[]): number {
  const next = new Map<string, string[]>();
  for (const l of links) next.set(l.from, [...(next.get(l.from) ?? []), l.to]);
  const depth = new Map<string, number>();
  // Longest path from each node; the flow is acyclic, the guard only stops a bad answer looping.
  const longest = (key: string, guard: number): number => {
    const known = depth.get(key);
    if (known !== undefined) return known;
    if (guard > 50) return 0;
    const d = Math.max(0, ...(next.get(key) ?? []).map((to) => 1 + longest(to, guard + 1)));
    depth.set(key, d);
    return d;
  };
  return links.length === 0 ? 1 : 1 + Math.max(...links.map((l) => longest(l.from, 0)));
}

/**
 * How wide a Sankey node's label may be so that it fits between its column and the next one
 * (the last column's labels get the same room on the right): name and count on two lines.
 */
export function flowLabelWidth(chartWidth: number, columns: number): number {
  const gaps = Math.max(1, columns);
  return Math.round(Math.min(140, Math.max(48, (chartWidth - 28 - 22 * (gaps - 1)) / gaps)));
}

/**
 * The clients' Sankey: nodes keep their API keys (unique by construction) and show their Uzbek
 * names; empty nodes and links are left out (a zero-width band says nothing and ECharts would
 * still reserve room for it). Labels are sized to the room between columns (`chartWidth`).
 */
export function sankeyOption(
  flow: Pick<StatsClients, "nodes" | "links">,
  nodeName: (key: string) => string,
  format: Pick<ChartFormat, "count">,
  chartWidth: number,
): ChartOption {
  const links = flow.links.filter((l) => l.count > 0 && l.from !== l.to);
  const used = new Set(links.flatMap((l) => [l.from, l.to]));
  const nodes = flow.nodes.filter((n) => n.count > 0 || used.has(n.key));
  const labelWidth = flowLabelWidth(chartWidth, flowColumns(links));
  return {
    tooltip: {
      trigger: "item",
      formatter: (p: unknown) => {
        const item = p as {
          dataType?: string;
          name?: string;
          value?: number;
          data?: { source?: string; target?: string };
        };
        if (item.dataType === "edge") {
          const from = nodeName(item.data?.source ?? "");
          const to = nodeName(item.data?.target ?? "");
          return escapeHtml(`${from} → ${to}: ${format.count(item.value ?? 0)}`);
        }
        return escapeHtml(`${nodeName(item.name ?? "")}: ${format.count(item.value ?? 0)}`);
      },
    },
    series: [
      {
        id: "flow",
        type: "sankey",
        left: 8,
        right: labelWidth + 12,
        top: 8,
        bottom: 8,
        // Room for a two-line label beside even the thinnest node.
        nodeGap: 30,
        nodeWidth: 14,
        draggable: false,
        emphasis: { focus: "adjacency" },
        lineStyle: { color: "gradient", opacity: 0.3, curveness: 0.5 },
        label: {
          color: "#10231f",
          fontSize: 11,
          lineHeight: 14,
          width: labelWidth,
          overflow: "break",
          // Over the bands: a light backing keeps the words readable.
          backgroundColor: "rgba(255, 255, 255, 0.8)",
          padding: [1, 3],
          borderRadius: 3,
          formatter: (p: unknown) => {
            const item = p as { name?: string; value?: number };
            return `${nodeName(item.name ?? "")}\n${format.count(item.value ?? 0)}`;
          },
        },
        data: nodes.map((n) => ({ name: n.key, value: n.count })),
        links: links.map((l) => ({ source: l.from, target: l.to, value: l.count })),
      },
    ],
  };
}

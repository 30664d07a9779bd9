import type { BarSeriesOption, LineSeriesOption, SankeySeriesOption } from "echarts/charts";
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from "echarts/components";
import type { ComposeOption } from "echarts/core";

/**
 * An ECharts option made only of the parts registered in echarts-setup.ts: a series or component
 * outside this set would type-check against full ECharts but draw nothing here.
 */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | SankeySeriesOption
  | DatasetComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** What a click on a bar, a point or a Sankey node hands back (a subset of ECharts' params). */
export interface ChartClick {
  /** "series" for bars, points and Sankey nodes/links. */
  componentType: string;
  /** The series' id when it has one, else undefined. */
  seriesId?: string;
  seriesIndex?: number;
  dataIndex: number;
  /** "node" or "edge" on a Sankey. */
  dataType?: string;
  name: string;
}

/** Makon's colours for series, in order (the first is the app's primary colour). */
export const CHART_COLORS = ["#0f5e54", "#2f7dd1", "#d4862a", "#b5485d", "#6b5bb5", "#3f9c6b", "#8a8f2e"];
export const CHART_FONT =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const CHART_MUTED = "#6b7a78";

import { Skeleton } from "antd";
import { Suspense } from "react";
import { preloadable } from "../../preloadable";
import type { EChartProps } from "./echart";

// ECharts arrives with the first chart drawn, never with the main route (its JavaScript budget).
const chart = preloadable<EChartProps>(() => import("./echart"));

/**
 * Starts loading the chart library (once). A screen with charts loads it with its own code and
 * the shell when idle (app/screens.ts), so a chart rarely shows its placeholder.
 */
export const preloadChart = chart.preload;

/** A chart, with a placeholder of its height while the chart library loads. */
export function LazyChart(props: EChartProps) {
  const height = props.height ?? 320;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height }} />}>
      <chart.Component {...props} />
    </Suspense>
  );
}

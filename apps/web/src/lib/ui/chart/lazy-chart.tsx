import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import type { EChartProps } from "./echart";

// ECharts arrives with the first chart drawn, never with the main route (its JavaScript budget).
const EChart = lazy(() => import("./echart"));

/** A chart, with a placeholder of its height while the chart library loads. */
export function LazyChart(props: EChartProps) {
  const height = props.height ?? 320;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}

import EChartsReactCore from "echarts-for-react/esm/core";
import { useLayoutEffect, useMemo, useRef } from "react";
import { CHART_COLORS, CHART_FONT, type ChartClick, type ChartOption } from "./chart-option";
import { echarts } from "./echarts-setup";

export interface EChartProps {
  option: ChartOption;
  /** The picture's accessible name; the numbers themselves are in the chart's table view. */
  title: string;
  height?: number;
  onClick?: (click: ChartClick) => void;
}

/**
 * One ECharts chart (this module is loaded on demand: see lazy-chart.tsx). The app's colours and
 * font are filled in; a click reaches onClick with the series and the data index. The wrapper's
 * data-rendered turns "true" once the chart has finished drawing (its animation included), so a
 * screenshot or a test never catches it half drawn.
 */
export default function EChart({ option, title, height = 320, onClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const full = useMemo<ChartOption>(() => {
    // The box clips (below): a tooltip stays inside it rather than being cut at its edge.
    const tooltip =
      option.tooltip && !Array.isArray(option.tooltip)
        ? { confine: true, ...option.tooltip }
        : option.tooltip;
    return {
      color: CHART_COLORS,
      textStyle: { fontFamily: CHART_FONT },
      animationDuration: 300,
      ...option,
      tooltip,
    };
  }, [option]);
  // A new option draws again: not finished until ECharts says so (its "finished" comes a frame later).
  useLayoutEffect(() => {
    if (box.current && full) box.current.dataset.rendered = "false";
  }, [full]);
  const events = useMemo(
    () => ({
      finished: () => {
        if (box.current) box.current.dataset.rendered = "true";
      },
      ...(onClick ? { click: (params: ChartClick) => onClick(params) } : {}),
    }),
    [onClick],
  );
  return (
    // The chart is laid over its box (absolute) and clipped to it: its drawn width never holds the
    // page wide when the window narrows, so the box shrinks and the chart follows.
    <div
      ref={box}
      role="img"
      aria-label={title}
      className="echart"
      data-rendered="false"
      style={{ position: "relative", width: "100%", minWidth: 0, height, overflow: "hidden" }}
    >
      <EChartsReactCore
        echarts={echarts}
        option={full}
        notMerge
        opts={{ renderer: "svg" }}
        style={{ position: "absolute", inset: 0, height: "100%", cursor: onClick ? "pointer" : undefined }}
        onEvents={events}
      />
    </div>
  );
}

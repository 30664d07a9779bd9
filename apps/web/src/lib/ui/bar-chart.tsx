import { type CSSProperties, useEffect, useRef, useState } from "react";
import { labelEvery, niceTicks } from "./chart-scale";

export interface BarChartItem {
  key: string;
  /** Under the bar (e.g. "Mar"). */
  label: string;
  /** A second line under the label (e.g. the year), shown only where it changes. */
  sublabel?: string;
  value: number;
  /** Above the bar (e.g. "5 ta"). */
  topLabel?: string;
  /** The whole value in words: the bar's tooltip and its name for screen readers. */
  description: string;
  /** A filler (e.g. a month without sales): drawn as an empty slot, marked data-gap. */
  gap?: boolean;
}

export interface BarChartProps {
  items: readonly BarChartItem[];
  /** The chart's accessible name. */
  title: string;
  /** The value axis' tick labels ("500 mln"). */
  formatTick: (value: number) => string;
  height?: number;
  color?: string;
}

// Layout in CSS pixels: the viewBox is set to the measured width, so text keeps its size at any
// width while the bars share whatever room there is.
const PAD = { top: 22, right: 8, bottom: 40, left: 72 };
const FONT = 12;
const LABEL_WIDTH = 40;
const MUTED = "#6b7a78";
const GRID = "#e8ecef";
const FALLBACK_WIDTH = 640;
const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
};

/** The width of an element, followed as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A small bar chart in plain SVG (no chart library): one bar per item, a value axis with round
 * ticks, labels under the bars (thinned out when narrow) and each bar's value in its tooltip.
 * Screen readers read a hidden table of the items' descriptions instead of the picture.
 */
export function BarChart({ items, title, formatTick, height = 260, color = "#0f5e54" }: BarChartProps) {
  const [ref, measured] = useWidth<HTMLDivElement>();
  const width = measured || FALLBACK_WIDTH;
  const ticks = niceTicks(Math.max(0, ...items.map((i) => i.value)));
  const top = ticks.at(-1) ?? 1;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, items.length);
  const barW = Math.max(2, Math.min(48, slot * 0.62));
  const every = labelEvery(slot, LABEL_WIDTH);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;

  return (
    <div ref={ref} className="bar-chart" style={{ position: "relative", width: "100%", minWidth: 0 }}>
      {/* Pictures for the eye; screen readers get the same numbers as the table below. */}
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        style={{ display: "block", fontSize: FONT }}
      >
        <title>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke={GRID} />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fill={MUTED}>
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {items.map((item, i) => {
          const cx = PAD.left + slot * i + slot / 2;
          const barTop = y(item.value);
          const showLabel = i % every === 0;
          const showSub = item.sublabel && (i === 0 || items[i - 1]?.sublabel !== item.sublabel);
          return (
            <g key={item.key} className="bar-chart-bar" data-key={item.key} data-gap={item.gap || undefined}>
              <title>{item.description}</title>
              {/* A full-height, invisible target: thin or zero bars still show their tooltip. */}
              <rect x={cx - slot / 2} y={PAD.top} width={slot} height={plotH} fill="transparent" />
              <rect
                x={cx - barW / 2}
                y={barTop}
                width={barW}
                height={Math.max(0, PAD.top + plotH - barTop)}
                rx={3}
                fill={color}
                data-value={item.value}
              />
              {item.topLabel && showLabel && (
                <text x={cx} y={barTop - 6} textAnchor="middle" fill="#10231f">
                  {item.topLabel}
                </text>
              )}
              {showLabel && (
                <text x={cx} y={PAD.top + plotH + 16} textAnchor="middle" fill={MUTED}>
                  {item.label}
                </text>
              )}
              {showSub && (
                <text x={cx} y={PAD.top + plotH + 32} textAnchor="middle" fill={MUTED}>
                  {item.sublabel}
                </text>
              )}
            </g>
          );
        })}
        <line
          x1={PAD.left}
          x2={width - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke="#bfc7c5"
        />
      </svg>
      <table style={VISUALLY_HIDDEN}>
        <caption>{title}</caption>
        <tbody>
          {items.map((item) => (
            <tr key={item.key}>
              <td>{item.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

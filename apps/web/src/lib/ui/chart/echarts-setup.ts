import { BarChart, LineChart, SankeyChart } from "echarts/charts";
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// Only what the app draws (bars, lines, the clients' Sankey): the whole of ECharts is several
// times larger. SVG keeps text crisp at any zoom and the few hundred shapes here cheap.
echarts.use([
  BarChart,
  LineChart,
  SankeyChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };

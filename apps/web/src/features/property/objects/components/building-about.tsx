import type { BuildingAbout as Building } from "@makon/shared";
import { BuildingDetails } from "./building-details";
import { BuildingSalesChart } from "./building-sales-chart";
import { BuildingSalesTable } from "./building-sales-table";
import "../objects.css";

/** The body of /bino_about/{id}: details and the numbers by status side by side, the chart below. */
export function BuildingAbout({ building }: { building: Building }) {
  return (
    <div className="bino-about">
      <div className="bino-about-grid">
        <BuildingDetails building={building} />
        <BuildingSalesTable byStatus={building.byStatus} />
      </div>
      <BuildingSalesChart sales={building.salesByMonth} />
    </div>
  );
}

import { type HomeGroup, STATS_FIGURES, type StatsFigure, type HomeTile as Tile } from "@makon/shared";
import { Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format-money";
import { FigureInfo } from "./figure-info";

/** The words of a tile's label (bank_lower and bank_upper share theirs). */
const wordsGroup = (group: HomeGroup) => (group === "bank_lower" || group === "bank_upper" ? "bank" : group);

/**
 * Where a breakdown's keys are named: client steps, application statuses (main-bundle words),
 * debt bands (the home's own copy: the collections words load with their screen).
 */
const PART_WORDS: Partial<Record<HomeGroup, string>> = {
  reception: "clients:steps",
  bank_lower: "bankApplications:status",
  bank_upper: "bankApplications:status",
  collections: "home:bands",
};

const isFigure = (key: string): key is StatsFigure => (STATS_FIGURES as readonly string[]).includes(key);

/** One tile: its figure as a link to the rows, its parts as small links, its definition as a tooltip. */
export function HomeTile({ group, tile }: { group: HomeGroup; tile: Tile }) {
  const { t } = useTranslation("home");
  const { t: tAll } = useTranslation();
  const label = t(`tiles.${wordsGroup(group)}.${tile.key}`, { defaultValue: tile.key });
  const hot = tile.tone === "warn" && tile.value > 0;
  const className = ["home-tile", tile.tone === "warn" ? "home-tile-warn" : "", hot ? "home-tile-hot" : ""]
    .filter(Boolean)
    .join(" ");
  const parts = PART_WORDS[group];
  return (
    <div className={className} data-tile={`${group}.${tile.key}`} data-value={tile.value}>
      <Link to={tile.href} className="home-tile-main" aria-label={`${label}: ${tile.value}`}>
        <Statistic title={label} value={tile.value} />
        {tile.amount !== null && <span className="home-tile-amount">{formatMoney(tile.amount)}</span>}
      </Link>
      {isFigure(tile.key) && <FigureInfo figure={tile.key} />}
      {tile.breakdown.length > 0 && (
        <ul className="home-tile-parts">
          {tile.breakdown.map((p) => (
            <li key={p.key}>
              <Link to={p.href} data-part={p.key} data-value={p.value}>
                {parts ? tAll(`${parts}.${p.key}`, { defaultValue: p.key }) : p.key}: {p.value}
                {p.amount !== null && p.amount > 0 ? ` · ${formatMoney(p.amount)}` : ""}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import {
  type BankLevel,
  bankRights,
  doesWork,
  HOME_GROUP_PAGES,
  HOME_GROUPS,
  type Home,
  type HomeGroup,
  type HomeTile,
  tashkentToday,
} from "@makon/shared";
import type { Db } from "../../db/types";
import { monthStart } from "./figures-sql";
import { collectionsTiles, handoverTiles } from "./home-after.service";
import { bankTiles } from "./home-bank.service";
import { directorTiles } from "./home-director.service";
import { callCenterTiles, receptionTiles } from "./home-intake.service";
import { contractsTiles, salesTiles } from "./home-sales.service";
import type { HomeDay, HomeViewer } from "./home-tiles.service";

type GroupTiles = (db: Db, v: HomeViewer, day: HomeDay) => Promise<HomeTile[]>;

const TILES: Record<HomeGroup, GroupTiles> = {
  reception: receptionTiles,
  call_center: callCenterTiles,
  sales: salesTiles,
  contracts: contractsTiles,
  bank_lower: (db, v, day) => bankTiles(db, v, day, "lower"),
  bank_upper: (db, v, day) => bankTiles(db, v, day, "upper"),
  collections: collectionsTiles,
  handover: handoverTiles,
  director: directorTiles,
};

/**
 * Groups whose tiles are someone's own work, shown to those who do it, not to whoever may open
 * the page: a director holds every page, yet books no units and registers no visitors (decision 47).
 * The other groups count a desk's whole work, which its page's holders all act on.
 */
const ACTS: Partial<Record<HomeGroup, (v: HomeViewer) => boolean>> = {
  reception: (v) => v.dostup.includes("client_create"),
  call_center: (v) => v.dostup.includes("client_create"),
  sales: (v) => doesWork(v, "sales"),
  bank_lower: (v) => worksOrDecides(v, "lower"),
  bank_upper: (v) => worksOrDecides(v, "upper"),
};

function worksOrDecides(v: HomeViewer, level: BankLevel): boolean {
  const keys = bankRights(level);
  return v.dostup.includes(keys.work) || v.dostup.includes(keys.decide);
}

/**
 * GET /api/stats/home: the groups of the viewer's pages (HOME_GROUP_PAGES) and work (ACTS), in HOME_GROUPS order,
 * each one statement within the viewer's record scope. The statements are independent: on a pool
 * they run side by side.
 */
export async function homeFor(db: Db, v: HomeViewer, today = tashkentToday()): Promise<Home> {
  const day: HomeDay = { today, monthFrom: monthStart(today) };
  const shown = HOME_GROUPS.filter(
    (g) => v.pagesDostup.includes(HOME_GROUP_PAGES[g]) && (ACTS[g]?.(v) ?? true),
  );
  const groups = await Promise.all(
    shown.map(async (group) => ({ group, tiles: await TILES[group](db, v, day) })),
  );
  return { today, groups };
}

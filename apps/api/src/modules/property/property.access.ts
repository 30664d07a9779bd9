import type { PageKey } from "@makon/shared";

/** Pages that show the property (objects, buildings, entrances, units without clients). */
export const PROPERTY_READ_PAGES: readonly PageKey[] = [
  "home",
  "sotuv",
  "sotuv_bino",
  "sotuv_xonadon",
  "room_choose",
  "baza",
  "obyects",
  "info_add",
  "bino",
  "bino_about",
  "floor",
  "flow_chart",
  "contract",
  "topshiruv",
];

/** Pages that show who holds each unit (client names). */
export const UNITS_WITH_CLIENTS_PAGES: readonly PageKey[] = [
  "sotuv",
  "sotuv_bino",
  "sotuv_xonadon",
  "room_choose",
  "baza",
  "bino",
  "floor",
  "contract",
  "topshiruv",
];

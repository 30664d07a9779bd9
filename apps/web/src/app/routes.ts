import type { PageKey } from "@makon/shared";
import type { ComponentType } from "react";
import type { ScreenData, ScreenProps } from "../pages/screen-props";

export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps>; screenData?: ScreenData }>;

export interface ShellRoute {
  path: string;
  /** The page key the user needs; equal to the route's name (docs/product.md, Pages and keys). */
  key: PageKey;
  /** The menu entry highlighted on a detail page (its list page); defaults to `key`. */
  menu?: PageKey;
  /** The screen, loaded on demand; routes without one show the "coming soon" placeholder. */
  screen?: ScreenLoader;
  /** The screen draws charts: the chart library loads with its code (screens.ts). */
  charts?: true;
}

// One screen serves both bank levels; the page key says which (features/bank-applications levelOfPage).
const bankList: ScreenLoader = () => import("../pages/bank-applications/bank-list-page");
const bankApplication: ScreenLoader = () => import("../pages/bank-applications/bank-application-page");
const bankDesk: ScreenLoader = () => import("../pages/bank-applications/bank-desk-page");

/** Every signed-in route (docs/product.md, Pages and keys), in the original list's order. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: "/", key: "home", screen: () => import("../pages/home/home-page") },
  { path: "/reciption", key: "reciption", screen: () => import("../pages/intake/reception-page") },
  {
    path: "/my_reciption_clients",
    key: "my_reciption_clients",
    screen: () => import("../pages/clients/my-reception-clients-page"),
  },
  { path: "/call_center", key: "call_center", screen: () => import("../pages/intake/call-center-page") },
  {
    path: "/my_call_clients",
    key: "my_call_clients",
    screen: () => import("../pages/clients/my-call-clients-page"),
  },
  { path: "/sotuv", key: "sotuv", screen: () => import("../pages/sales/sotuv-page") },
  { path: "/contract", key: "contract", screen: () => import("../pages/contracts/contract-page") },
  {
    path: "/concluded_contracts",
    key: "concluded_contracts",
    screen: () => import("../pages/contracts/concluded-contracts-page"),
  },
  { path: "/baza", key: "baza", screen: () => import("../pages/property/baza-page") },
  {
    path: "/otkaz_shartnoma",
    key: "otkaz_shartnoma",
    screen: () => import("../pages/contracts/refused-contracts-page"),
  },
  {
    path: "/shartnoma_jarayon/:id",
    key: "shartnoma_jarayon",
    menu: "contract",
    screen: () => import("../pages/contracts/contract-process-page"),
  },
  { path: "/quyi_bank", key: "quyi_bank", screen: bankList },
  { path: "/quyi_bank_boss", key: "quyi_bank_boss", screen: bankDesk },
  { path: "/quyi_bank_in/:id", key: "quyi_bank_in", menu: "quyi_bank", screen: bankApplication },
  { path: "/yuqori_bank_boss", key: "yuqori_bank_boss", screen: bankDesk },
  { path: "/yuqori_bank", key: "yuqori_bank", screen: bankList },
  { path: "/yuqori_bank_in/:id", key: "yuqori_bank_in", menu: "yuqori_bank", screen: bankApplication },
  { path: "/undiruv", key: "undiruv", screen: () => import("../pages/collections/collections-page") },
  {
    path: "/undiruv-create",
    key: "undiruv-create",
    menu: "undiruv",
    screen: () => import("../pages/collections/create-case-page"),
  },
  {
    path: "/undiruv-detail/:id",
    key: "undiruv-detail",
    menu: "undiruv",
    screen: () => import("../pages/collections/case-page"),
  },
  {
    path: "/undiruv/:id/actions",
    key: "undiruv-actions",
    menu: "undiruv",
    screen: () => import("../pages/collections/case-actions-page"),
  },
  { path: "/topshiruv", key: "topshiruv", screen: () => import("../pages/handover/handover-page") },
  { path: "/obyects", key: "obyects", screen: () => import("../pages/property/objects-page") },
  { path: "/info_add", key: "info_add", screen: () => import("../pages/property/info-add-page") },
  {
    path: "/bino/:id",
    key: "bino",
    menu: "obyects",
    screen: () => import("../pages/property/chessboard-page"),
  },
  {
    path: "/bino_about/:id",
    key: "bino_about",
    menu: "obyects",
    charts: true,
    screen: () => import("../pages/property/building-about-page"),
  },
  {
    path: "/sotuv_bino/:id",
    key: "sotuv_bino",
    menu: "sotuv",
    screen: () => import("../pages/sales/sotuv-bino-page"),
  },
  {
    path: "/sotuv_xonadon/:id",
    key: "sotuv_xonadon",
    menu: "sotuv",
    screen: () => import("../pages/sales/sotuv-xonadon-page"),
  },
  {
    path: "/room_choose/:id",
    key: "room_choose",
    menu: "sotuv",
    screen: () => import("../pages/sales/room-choose-page"),
  },
  { path: "/floor/:id", key: "floor", menu: "obyects", screen: () => import("../pages/property/floor-page") },
  {
    path: "/flow_chart",
    key: "flow_chart",
    charts: true,
    screen: () => import("../pages/stats/flow-chart-page"),
  },
  {
    path: "/tashkilotlar",
    key: "tashkilotlar",
    screen: () => import("../pages/organisations/organisations-page"),
  },
  {
    path: "/tashkilot_bank/:id",
    key: "tashkilot_bank",
    menu: "tashkilotlar",
    screen: () => import("../pages/organisations/organisation-banks-page"),
  },
  { path: "/add_employee", key: "add_employee", screen: () => import("../pages/users/users-page") },
  { path: "/add_bolim", key: "add_bolim", screen: () => import("../pages/sections/sections-page") },
  { path: "/audit", key: "audit", screen: () => import("../pages/audit/audit-page") },
  { path: "/tolovlar", key: "tolovlar", screen: () => import("../pages/contracts/payments-page") },
];

export const LOGIN_PATH = "/login";
/** Where a signed-in user starts: the home. */
export const HOME_PATH = "/";
export const NOT_FOUND_PATH = "/404";
export const NO_ENTER_PATH = "/noEnter";

import { access } from "./access";
import { audit } from "./audit";
import { auth } from "./auth";
import { bankApplications } from "./bank-applications";
import { banks } from "./banks";
import { clients } from "./clients";
import { common } from "./common";
import { contracts } from "./contracts";
import { errors } from "./errors";
import { history } from "./history";
import { home } from "./home";
import { intake } from "./intake";
import { languages } from "./languages";
import { notices } from "./notices";
import { notifications } from "./notifications";
import { organisations } from "./organisations";
import { pages } from "./pages";
import { baza } from "./property/baza";
import { chessboard } from "./property/chessboard";
import { floor } from "./property/floor";
import { infoAdd } from "./property/info-add";
import { objects } from "./property/objects";
import { sales } from "./sales";
import { sections } from "./sections";
import { shell } from "./shell";
import { users } from "./users";
import { validation } from "./validation";

/**
 * Uzbek (Latin) resources, one namespace per area, in the main bundle. Collections and SMS ship
 * with their screens instead (../lazy-namespaces.ts): the main route's JavaScript has a budget.
 */
export const uz = {
  common,
  auth,
  shell,
  home,
  errors,
  notices,
  pages,
  access,
  history,
  users,
  sections,
  organisations,
  banks,
  bankApplications,
  audit,
  chessboard,
  clients,
  intake,
  baza,
  objects,
  floor,
  infoAdd,
  sales,
  contracts,
  validation,
  notifications,
  languages,
} as const;

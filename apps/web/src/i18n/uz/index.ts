import { access } from "./access";
import { audit } from "./audit";
import { auth } from "./auth";
import { banks } from "./banks";
import { chessboard } from "./chessboard";
import { clients } from "./clients";
import { common } from "./common";
import { contracts } from "./contracts";
import { employees } from "./employees";
import { errors } from "./errors";
import { floor } from "./floor";
import { history } from "./history";
import { home } from "./home";
import { infoAdd } from "./info-add";
import { intake } from "./intake";
import { notices } from "./notices";
import { objects } from "./objects";
import { organisations } from "./organisations";
import { pages } from "./pages";
import { property } from "./property";
import { sales } from "./sales";
import { sections } from "./sections";
import { shell } from "./shell";
import { validation } from "./validation";

/** Uzbek (Latin) resources, one namespace per area. */
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
  employees,
  sections,
  organisations,
  banks,
  audit,
  chessboard,
  clients,
  intake,
  property,
  objects,
  floor,
  infoAdd,
  sales,
  contracts,
  validation,
} as const;

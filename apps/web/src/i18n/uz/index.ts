import { auth } from "./auth";
import { common } from "./common";
import { errors } from "./errors";
import { home } from "./home";
import { notices } from "./notices";
import { pages } from "./pages";
import { shell } from "./shell";

/** Uzbek (Latin) resources, one namespace per area. */
export const uz = { common, auth, shell, home, errors, notices, pages } as const;

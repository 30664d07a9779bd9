import type { ActionKey, PageKey } from "@makon/shared";
import type { ScopedViewer } from "../../lib/record-scope";

/** Who asks: page and action keys and record scope, as the session loads them on every request. */
export interface HandoverViewer extends ScopedViewer {
  pagesDostup: readonly string[];
}

/** The handover screen and its reads (lists, one act, its PDF and files). */
export const HANDOVER_PAGES: readonly PageKey[] = ["topshiruv"];
/** A contract's handover state is read from the handover screen and the contract's own screen. */
export const CONTRACT_HANDOVER_PAGES: readonly PageKey[] = ["topshiruv", "shartnoma_jarayon"];
/** The act, its defects, cadastre and files; the appointments. */
export const HANDOVER_WORK: readonly ActionKey[] = ["handover_work"];
/** A boss's permission to hand over unpaid, and the settings. */
export const HANDOVER_BOSS: readonly ActionKey[] = ["handover_permit"];

export const canWorkHandover = (v: ScopedViewer) => v.dostup.includes("handover_work");
export const canPermitHandover = (v: ScopedViewer) => v.dostup.includes("handover_permit");

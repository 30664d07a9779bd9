import {
  BANK_MOVES,
  type BankApplicationStatus,
  type BankLevel,
  bankPages,
  bankRights,
  type PageKey,
} from "@makon/shared";
import { AppError } from "../../lib/app-error";

/** Who asks: their page keys and action keys, as the session loads them on every request. */
export interface BankViewer {
  id: number;
  pagesDostup: readonly string[];
  dostup: readonly string[];
}

/** A level's three pages: the list, one application, the head's desk. */
export function levelPages(level: BankLevel): PageKey[] {
  return Object.values(bankPages(level));
}

/** Every bank page of both levels: what a bank route declares, before the level is known. */
export const BANK_PAGES: readonly PageKey[] = [...levelPages("lower"), ...levelPages("upper")];

/** The four bank rights (work, decide at each level): the routes that change something declare them. */
export const BANK_RIGHTS = [
  ...Object.values(bankRights("lower")),
  ...Object.values(bankRights("upper")),
] as const;

/** Reads a level's applications: one of its pages. The lower desk never sees head-office files. */
export function readsLevel(v: BankViewer, level: BankLevel): boolean {
  return levelPages(level).some((p) => v.pagesDostup.includes(p));
}

/** The levels this viewer reads (none, one or both). */
export function readableLevels(v: BankViewer): BankLevel[] {
  return (["lower", "upper"] as const).filter((level) => readsLevel(v, level));
}

export function assertReadsLevel(v: BankViewer, level: BankLevel): void {
  if (!readsLevel(v, level)) throw new AppError("BANK_LEVEL_FORBIDDEN");
}

/** The viewer's rights at a level. */
export function levelRights(v: BankViewer, level: BankLevel): { work: boolean; decide: boolean } {
  const keys = bankRights(level);
  return { work: v.dostup.includes(keys.work), decide: v.dostup.includes(keys.decide) };
}

/** Works on a level's files (uploads): its work or decide right. */
export function assertWorksOnLevel(v: BankViewer, level: BankLevel): void {
  const rights = levelRights(v, level);
  if (!rights.work && !rights.decide) throw new AppError("BANK_LEVEL_FORBIDDEN");
}

export function assertDecidesLevel(v: BankViewer, level: BankLevel): void {
  if (!levelRights(v, level).decide) throw new AppError("BANK_LEVEL_FORBIDDEN");
}

/** The moves of BANK_MOVES open to this viewer from this status at this level. */
export function movesFor(
  v: BankViewer,
  level: BankLevel,
  status: BankApplicationStatus,
): BankApplicationStatus[] {
  const rights = levelRights(v, level);
  return BANK_MOVES.filter((m) => m.from === status && m.levels.includes(level) && rights[m.right]).map(
    (m) => m.to,
  );
}

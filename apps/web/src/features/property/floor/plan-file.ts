import { acceptOf, type FileProblem, fileProblem } from "../../../lib/file-check";

/** What the API accepts as a floor plan (floor-plans.service.ts); it checks again by the bytes. */
export const PLAN_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_PLAN_BYTES = 5 * 1024 * 1024;

export const PLAN_ACCEPT = acceptOf(PLAN_TYPES, [".png", ".jpg", ".jpeg", ".webp"]);

export type PlanFileProblem = FileProblem;

/** Why a chosen file cannot be a floor plan, or null when it can. */
export const planFileProblem = (file: Pick<File, "type" | "size">): PlanFileProblem | null =>
  fileProblem(file, PLAN_TYPES, MAX_PLAN_BYTES);

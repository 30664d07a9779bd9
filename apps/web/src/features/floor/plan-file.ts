/** What the API accepts as a floor plan (floor-plans.service.ts); it checks again by the bytes. */
export const PLAN_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_PLAN_BYTES = 5 * 1024 * 1024;

/** The file picker's filter: the types above, by MIME type and extension. */
export const PLAN_ACCEPT = [...PLAN_TYPES, ".png", ".jpg", ".jpeg", ".webp"].join(",");

export type PlanFileProblem = "wrongType" | "tooLarge" | "emptyFile";

/** Why a chosen file cannot be sent, or null when it can: checked before any upload starts. */
export function planFileProblem(file: Pick<File, "type" | "size">): PlanFileProblem | null {
  if (!(PLAN_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size === 0) return "emptyFile";
  if (file.size > MAX_PLAN_BYTES) return "tooLarge";
  return null;
}

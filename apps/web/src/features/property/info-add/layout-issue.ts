/** A problem with the form, ready to be put into words (see use-issue-text.ts). */
export interface LayoutIssue {
  /** The field, e.g. "floors"; for override rows the list's field, e.g. "unitsPerFloor". */
  field: string;
  /** The override list the row belongs to, if any. */
  list?: "entranceOverrides" | "floorOverrides" | "units";
  /** 1-based row of that list. */
  row?: number;
  kind: "required" | "min" | "above" | "max" | "integer" | "format" | "name" | "tooMany" | "none" | "invalid";
  limit?: number;
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  input?: unknown;
}

const LISTS = new Set(["entranceOverrides", "floorOverrides", "units"]);

export function toIssue(issue: ZodIssueLike): LayoutIssue {
  const [head, index, leaf] = issue.path;
  const inList = typeof head === "string" && LISTS.has(head) && typeof index === "number";
  const where: Pick<LayoutIssue, "field" | "list" | "row"> = inList
    ? { list: head as LayoutIssue["list"], row: (index as number) + 1, field: String(leaf ?? head) }
    : { field: String(head ?? "") };
  if (issue.message === "NAME_REQUIRED") return { ...where, kind: "name" };
  switch (issue.code) {
    case "too_small":
      return issue.inclusive === false
        ? { ...where, kind: "above", limit: Number(issue.minimum) }
        : { ...where, kind: "min", limit: Number(issue.minimum) };
    case "too_big":
      return { ...where, kind: "max", limit: Number(issue.maximum) };
    case "invalid_type":
      return issue.expected === "int" ? { ...where, kind: "integer" } : { ...where, kind: "required" };
    case "invalid_value":
      return { ...where, kind: "required" };
    case "invalid_format":
      return { ...where, kind: "format" };
    default:
      return { ...where, kind: "invalid" };
  }
}

import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { LayoutIssue } from "./layout-issue";

const FIELDS = new Set([
  "objectId",
  "name",
  "entrances",
  "floors",
  "unitsPerFloor",
  "areaM2",
  "pricePerM2",
  "rooms",
  "type",
  "finishing",
  "numbering",
  "buildStatus",
  "completionDate",
  "bankApproved",
  "entrance",
  "floor",
  "position",
] as const);
type Field = typeof FIELDS extends Set<infer F> ? F : never;
const isField = (f: string): f is Field => FIELDS.has(f as Field);

/** A layout problem in Uzbek: "Alohida podyezdlar, 2-qator — Qavatlar soni: kamida 1 boʻlishi kerak". */
export function useIssueText(): (issue: LayoutIssue, count?: number | null) => string {
  const { t } = useTranslation("infoAdd");
  return useCallback(
    (issue: LayoutIssue, count?: number | null) => {
      const field = isField(issue.field) ? t(`fields.${issue.field}`) : issue.field;
      const text = t(`issues.${issue.kind}`, { field, limit: issue.limit ?? 0, units: count ?? 0 });
      if (!issue.list || issue.row === undefined) return text;
      return `${t("issues.row", { list: t(`issues.lists.${issue.list}`), row: issue.row })} — ${text}`;
    },
    [t],
  );
}

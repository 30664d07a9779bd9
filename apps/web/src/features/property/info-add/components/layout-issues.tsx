import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import type { LayoutIssue } from "../layout-issue";
import { useIssueText } from "../use-issue-text";

interface LayoutIssuesProps {
  issues: LayoutIssue[];
  count: number | null;
  /** A real mistake is an error; an unfinished form (no object or name yet) only a warning. */
  severe: boolean;
}

/** Every problem the schema found, in Uzbek; the save button stays off while there is one. */
export function LayoutIssues({ issues, count, severe }: LayoutIssuesProps) {
  const { t } = useTranslation("infoAdd");
  const text = useIssueText();
  if (issues.length === 0) return null;
  // One line per problem; the schema may report one field twice (e.g. type and range).
  const lines = [...new Set(issues.map((i) => text(i, count)))];
  return (
    <Alert
      type={severe ? "error" : "warning"}
      showIcon
      className="ia-issues"
      title={t("issues.title")}
      description={
        <ul className="ia-issue-list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  );
}

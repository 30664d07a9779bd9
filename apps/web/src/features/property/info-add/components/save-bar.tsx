import { Alert, Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import type { LayoutIssue } from "../layout-issue";
import { LayoutIssues } from "./layout-issues";

interface SaveBarProps {
  issues: LayoutIssue[];
  /** Units the form makes (null while the schema refuses it). */
  count: number | null;
  wrong: boolean;
  disabled: boolean;
  saving: boolean;
  onSave: () => void;
  /** The API's refusal of the last save, in Uzbek. */
  failure: string | null;
}

/** What still stops the save, the save button, and how many units it will make. */
export function SaveBar({ issues, count, wrong, disabled, saving, onSave, failure }: SaveBarProps) {
  const { t } = useTranslation("infoAdd");
  return (
    <div className="ia-save">
      <LayoutIssues issues={issues} count={count} severe={wrong} />
      {failure && <Alert type="error" showIcon className="ia-issues ia-save-failure" title={failure} />}
      <div className="ia-save-row">
        <Button type="primary" size="large" onClick={onSave} disabled={disabled} loading={saving}>
          {t("save")}
        </Button>
        {issues.length === 0 && count !== null && (
          <Typography.Text type="secondary">
            {t("willCreate", { units: formatMoney(count, false) })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

import type { AuditEntry } from "@makon/shared";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { useHistoryPresenter } from "../../../lib/history";

/** The expanded row: each changed field with its value before → after, in words. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("audit");
  const present = useHistoryPresenter();
  const changes = present.changes(entry);
  if (changes.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("noChanges")} />;
  }
  return (
    <table className="audit-changes">
      <thead>
        <tr>
          <th scope="col">{t("field")}</th>
          <th scope="col">{t("before")}</th>
          <th scope="col">{t("after")}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{present.label(change.field)}</th>
            <td className="audit-old">
              {entry.before === null ? t("none") : present.value(entry, change.field, change.before)}
            </td>
            <td className="audit-new">
              {entry.after === null ? t("none") : present.value(entry, change.field, change.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { type AuditEntry, formatPhone, ORGANISATION_KINDS, type OrganisationKind } from "@makon/shared";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatValue, type ValueWords } from "../../../lib/history";
import { auditChanges, isKnownField } from "../audit-labels";

const isKind = (value: unknown): value is OrganisationKind =>
  typeof value === "string" && (ORGANISATION_KINDS as readonly string[]).includes(value);

/** The expanded row: each changed field with its value before → after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation("audit");
  const { t: th } = useTranslation("history");
  const words: ValueWords = { none: th("none"), hidden: th("hidden"), yes: th("yes"), no: th("no") };
  const { t: to } = useTranslation("organisations");
  const changes = auditChanges(entry.before, entry.after);
  const show = (field: string, value: unknown): string => {
    if (field === "kind" && isKind(value)) return to(`kind.${value}`);
    if (field === "phone" && typeof value === "string") return formatPhone(value);
    if (field === "accountNumber" && typeof value === "string") return value.replace(/(\d{4})(?=\d)/g, "$1 ");
    if (field.endsWith("At") && typeof value === "string") return formatDateTime(value) || value;
    return formatValue(value, words);
  };
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
            <th scope="row">{isKnownField(change.field) ? th(`fields.${change.field}`) : change.field}</th>
            <td className="audit-old">{show(change.field, change.before)}</td>
            <td className="audit-new">{show(change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

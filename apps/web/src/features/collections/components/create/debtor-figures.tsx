import { type DebtorRow, formatDate, formatPhone } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { BandTag, DebtStatusTag } from "../debt-tags";

/** The chosen debtor's overdue figures, before a case is opened. */
export function DebtorFigures({ debtor }: { debtor: DebtorRow }) {
  const { t } = useTranslation("collections");
  const rows = [
    {
      key: "client",
      label: t("create.client"),
      value: `${debtor.clientName}, ${formatPhone(debtor.clientPhone)}`,
    },
    {
      key: "unit",
      label: t("create.unit"),
      value: `${debtor.objectName}, ${t("debtors.unitShort", { building: debtor.buildingName, number: debtor.unitNumber })}`,
    },
    { key: "overdue", label: t("create.overdue"), value: formatMoney(debtor.overdueAmount) },
    { key: "oldest", label: t("create.oldestDue"), value: formatDate(debtor.oldestDueDate) },
    { key: "days", label: t("create.days"), value: t("common.days", { count: debtor.daysOverdue }) },
    { key: "penalty", label: t("create.penalty"), value: formatMoney(debtor.penalty) },
  ];
  return (
    <section className="dc-card" aria-label={t("create.figures")} data-testid="dc-create-figures">
      <div className="dc-card-title">
        <span className="dc-number">{debtor.contractNumber}</span>
        <BandTag band={debtor.band} />
        <DebtStatusTag status={debtor.caseStatus} />
      </div>
      <dl className="dc-facts">
        {rows.map((r) => (
          <div key={r.key} className="dc-fact" data-testid={`dc-create-${r.key}`}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

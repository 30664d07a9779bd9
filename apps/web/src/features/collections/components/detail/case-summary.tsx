import { type DebtCaseDetail, formatDate, formatPhone } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../../lib/format-money";
import { contractPath } from "../../paths";
import { BandTag } from "../debt-tags";

interface CaseSummaryProps {
  c: DebtCaseDetail;
  /** Whether the viewer may open the contract's own screen. */
  opensContract: boolean;
}

/** The debt today, the client and the contract with a link to its screen. */
export function CaseSummary({ c, opensContract }: CaseSummaryProps) {
  const { t } = useTranslation("collections");
  const k = c.contract;
  const facts = [
    {
      key: "contract",
      label: t("detail.contractNumber"),
      value: opensContract ? <Link to={contractPath(k.id)}>{k.number}</Link> : k.number,
    },
    { key: "date", label: t("detail.contractDate"), value: formatDate(k.date) },
    { key: "cstatus", label: t("detail.contractStatus"), value: t(`contractStatus.${k.status}`) },
    {
      key: "unit",
      label: t("detail.unit"),
      value: `${k.objectName}, ${t("debtors.unitShort", { building: k.buildingName, number: k.unitNumber })}`,
    },
    { key: "total", label: t("detail.contractTotal"), value: formatMoney(k.total) },
    { key: "paid", label: t("detail.contractPaid"), value: formatMoney(k.paid) },
    { key: "left", label: t("detail.contractLeft"), value: formatMoney(Math.max(0, k.total - k.paid)) },
    { key: "seller", label: t("detail.seller"), value: k.sellerName ?? "—" },
    { key: "manager", label: t("detail.manager"), value: k.managerName ?? "—" },
  ];
  return (
    <>
      <dl className="dc-debt" data-testid="dc-case-debt">
        <div className="dc-figure">
          <dt>{t("detail.overdue")}</dt>
          <dd className="dc-num dc-overdue" data-testid="dc-case-overdue">
            {formatMoney(c.overdueAmount)}
          </dd>
        </div>
        <div className="dc-figure">
          <dt>{t("detail.days")}</dt>
          <dd className="dc-num" data-testid="dc-case-days">
            {t("common.days", { count: c.daysOverdue })}
          </dd>
        </div>
        <div className="dc-figure">
          <dt>{t("detail.band")}</dt>
          <dd>
            <BandTag band={c.band} />
          </dd>
        </div>
      </dl>
      <dl className="dc-facts">
        <div className="dc-fact">
          <dt>{t("detail.client")}</dt>
          <dd>{c.client.fullName}</dd>
        </div>
        <div className="dc-fact">
          <dt>{t("detail.phone")}</dt>
          <dd>
            {formatPhone(c.client.phone)}
            {c.client.smsOptOut && (
              <Tag className="dc-tag dc-inline-tag" color="default">
                {t("detail.smsOptOut")}
              </Tag>
            )}
          </dd>
        </div>
        {facts.map((f) => (
          <div key={f.key} className="dc-fact">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {opensContract && (
        <Link to={contractPath(k.id)} className="dc-link">
          {t("detail.openContract")}
        </Link>
      )}
    </>
  );
}

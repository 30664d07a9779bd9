import { type ContractDetail, formatDateTime } from "@makon/shared";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";

/** The contract's money and parties at a glance. */
export function ContractSummary({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation("contracts");
  const balance = contract.total - contract.paid;
  return (
    <Descriptions
      className="ct-summary"
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={[
        { key: "total", label: t("process.total"), children: formatMoney(contract.total) },
        { key: "down", label: t("process.downPayment"), children: formatMoney(contract.downPayment) },
        {
          key: "paid",
          label: t("process.paid"),
          children: <span data-testid="ct-paid">{formatMoney(contract.paid)}</span>,
        },
        // A refused contract owes nothing more; what counts there is the money owed back.
        ...(contract.status === "refused"
          ? []
          : [
              {
                key: "balance",
                label: t("process.balance"),
                children: (
                  <strong data-testid="ct-balance" className={balance > 0 ? "ct-balance-due" : undefined}>
                    {formatMoney(balance)}
                  </strong>
                ),
              },
            ]),
        { key: "type", label: t("process.paymentType"), children: t(`paymentType.${contract.paymentType}`) },
        {
          key: "months",
          label: t("process.months"),
          children: contract.months > 0 ? t("process.monthsValue", { count: contract.months }) : "—",
        },
        { key: "seller", label: t("process.seller"), children: contract.sellerOrganisationName ?? "—" },
        {
          key: "account",
          label: t("process.account"),
          children: <span className="ct-num">{contract.sellerAccountNumber ?? "—"}</span>,
        },
        { key: "manager", label: t("process.manager"), children: contract.managerName ?? "—" },
        {
          key: "scan",
          label: t("scan.state"),
          children: (
            <span data-testid="ct-scan-state">
              {contract.hasScan
                ? contract.signedAt
                  ? t("scan.storedAt", { date: formatDateTime(contract.signedAt) })
                  : t("scan.stored")
                : t("scan.missing")}
            </span>
          ),
        },
        ...(contract.status === "refused"
          ? [
              {
                key: "owedBack",
                label: t("process.owedBack"),
                children: (
                  <strong
                    data-testid="ct-owed-back"
                    className={contract.paid > 0 ? "ct-balance-due" : undefined}
                  >
                    {formatMoney(Math.max(0, contract.paid))}
                  </strong>
                ),
              },
            ]
          : []),
        ...(contract.refusalReason
          ? [
              {
                key: "reason",
                label: t("process.refusalReason"),
                span: "filled" as const,
                children: <span className="ct-reason">{contract.refusalReason}</span>,
              },
            ]
          : []),
      ]}
    />
  );
}

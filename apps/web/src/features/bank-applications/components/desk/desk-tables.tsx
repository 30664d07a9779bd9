import type { BankDesk } from "@makon/shared";
import { Empty, Grid, Table, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { approvalRate } from "../../bank-status";

type Workload = BankDesk["workload"][number];
type ByBank = BankDesk["byBank"][number];

const num = (n: number) => <span className="ba-num">{formatMoney(n, false)}</span>;

/** How many open applications each employee holds, by status. */
export function WorkloadTable({ rows }: { rows: readonly Workload[] }) {
  const { t } = useTranslation("bankApplications");
  return (
    <Table<Workload>
      rowKey="userId"
      size="small"
      className="ba-desk-table"
      dataSource={[...rows]}
      // Uzbek Cyrillic's heads run wider: at 1024 px the table scrolls in its box, not the page.
      scroll={{ x: "max-content" }}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("desk.workloadEmpty")} />,
      }}
      columns={[
        { key: "name", title: t("desk.columns.employee"), dataIndex: "name" },
        { key: "open", title: t("desk.columns.open"), align: "right", render: (_, r) => num(r.open) },
        { key: "new", title: t("desk.columns.new"), align: "right", render: (_, r) => num(r.new) },
        {
          key: "documentsSubmitted",
          title: t("desk.columns.documentsSubmitted"),
          align: "right",
          render: (_, r) => num(r.documentsSubmitted),
        },
        {
          key: "underReview",
          title: t("desk.columns.underReview"),
          align: "right",
          render: (_, r) => num(r.underReview),
        },
      ]}
    />
  );
}

/** Each bank's decisions, approval rate and amounts asked, approved and received. */
export function ByBankTable({ rows, showFunded }: { rows: readonly ByBank[]; showFunded: boolean }) {
  const { t } = useTranslation("bankApplications");
  // Below 1200 px the amounts share one column, so the table fits without scrolling sideways.
  const wide = Grid.useBreakpoint().xl ?? true;
  const amounts: NonNullable<TableProps<ByBank>["columns"]> = wide
    ? [
        {
          key: "amountRequested",
          title: t("desk.columns.amountRequested"),
          align: "right",
          render: (_, r) => num(r.amountRequested),
        },
        {
          key: "amountApproved",
          title: t("desk.columns.amountApproved"),
          align: "right",
          render: (_, r) => num(r.amountApproved),
        },
        ...(showFunded
          ? [
              {
                key: "amountFunded",
                title: t("desk.columns.amountFunded"),
                align: "right" as const,
                render: (_: unknown, r: ByBank) => num(r.amountFunded),
              },
            ]
          : []),
      ]
    : [
        {
          key: "amounts",
          title: t("desk.columns.amounts"),
          align: "right",
          render: (_, r) => (
            <span className="ba-stack ba-stack-end">
              {num(r.amountRequested)}
              <span className="ba-muted ba-approved-sum">
                {t("desk.approvedShort", { amount: formatMoney(r.amountApproved, false) })}
              </span>
              {showFunded && (
                <span className="ba-muted ba-approved-sum">
                  {t("desk.fundedShort", { amount: formatMoney(r.amountFunded, false) })}
                </span>
              )}
            </span>
          ),
        },
      ];
  return (
    <Table<ByBank>
      rowKey="bankId"
      size="small"
      className="ba-desk-table"
      dataSource={[...rows]}
      scroll={{ x: "max-content" }}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("desk.byBankEmpty")} />,
      }}
      columns={[
        {
          key: "bank",
          title: t("desk.columns.bank"),
          render: (_, r) => <span className="ba-bank-cell">{r.bankName}</span>,
        },
        {
          key: "decided",
          title: t("desk.columns.decided"),
          align: "right",
          render: (_, r) => num(r.decided),
        },
        {
          key: "approved",
          title: t("desk.columns.approved"),
          align: "right",
          render: (_, r) => num(r.approved),
        },
        {
          key: "rejected",
          title: t("desk.columns.rejected"),
          align: "right",
          render: (_, r) => num(r.rejected),
        },
        {
          key: "rate",
          title: t("desk.columns.rate"),
          align: "right",
          render: (_, r) => <span className="ba-num">{approvalRate(r.approved, r.decided)}</span>,
        },
        ...amounts,
      ]}
    />
  );
}

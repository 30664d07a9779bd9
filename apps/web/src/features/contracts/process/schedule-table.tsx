import { BANK_PAYMENT_TYPES, type ContractDetail, formatDate, type ScheduleRow } from "@makon/shared";
import { Empty, Table, type TableProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { isOverdue, type RowState, rowState, tashkentToday } from "../contract-money";

const STATE_COLORS: Record<RowState, string> = { paid: "green", partly: "gold", unpaid: "default" };

/** A schedule row on screen: the down payment comes first as row 0. */
type Line = ScheduleRow & { down?: boolean };

/** The schedule: the down payment, then each row with what is paid of it; overdue rows in red. */
export function ScheduleTable({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation("contracts");
  const today = tashkentToday();
  // A refused contract owes nothing more on its schedule: no row of it is late (as in the lists).
  const late = (row: Line) => !row.down && contract.status !== "refused" && isOverdue(row, today);
  const bankDeal = BANK_PAYMENT_TYPES.includes(contract.paymentType);
  const downPaid = Math.min(contract.paid, contract.downPayment);
  // A full payment's down payment is the whole price: it is the only row.
  const lines: Line[] = [
    ...(contract.downPayment > 0
      ? [
          {
            id: 0,
            version: 0,
            number: 0,
            dueDate: contract.date,
            amount: contract.downPayment,
            paid: downPaid,
            down: true,
          },
        ]
      : []),
    ...contract.schedule,
  ];

  const columns: NonNullable<TableProps<Line>["columns"]> = [
    {
      key: "number",
      title: t("process.columns.number"),
      render: (_, row) =>
        row.down
          ? t("process.downPaymentRow")
          : bankDeal
            ? // An organisation-paid deal's rest is the organisation's, not a bank's.
              t(`process.financedRow.${contract.paymentType as "mortgage" | "subsidy" | "organisation"}`)
            : row.number,
    },
    {
      key: "due",
      title: t("process.columns.dueDate"),
      render: (_, row) => <span className="ct-num">{formatDate(row.dueDate)}</span>,
    },
    {
      key: "amount",
      title: t("process.columns.amount"),
      align: "right",
      render: (_, r) => formatMoney(r.amount, false),
    },
    {
      key: "paid",
      title: t("process.columns.paid"),
      align: "right",
      render: (_, r) => formatMoney(r.paid, false),
    },
    {
      key: "state",
      title: t("process.columns.state"),
      render: (_, row) => {
        const state = rowState(row);
        return (
          <span className="ct-tags">
            <Tag color={STATE_COLORS[state]}>{t(`process.rowTag.${state}`)}</Tag>
            {late(row) && <Tag color="red">{t("process.rowTag.overdue")}</Tag>}
          </span>
        );
      },
    },
  ];

  return (
    <Table<Line>
      rowKey={(row) => (row.down ? "down" : row.id)}
      className="ct-schedule"
      columns={columns}
      dataSource={lines}
      size="small"
      pagination={false}
      scroll={{ x: "max-content" }}
      rowClassName={(row) => `ct-schedule-row${late(row) ? " ct-row-overdue" : ""}`}
      locale={{ emptyText: <Empty description={t("process.scheduleEmpty")} /> }}
    />
  );
}

import { type DebtCaseDetail, formatDate } from "@makon/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";

type Row = DebtCaseDetail["schedule"][number];
const money = (v: number) => <span className="dc-num">{formatMoney(v, false)}</span>;

/** The current schedule version: overdue rows in red with their days and penalty. */
export function ScheduleTable({ schedule }: { schedule: DebtCaseDetail["schedule"] }) {
  const { t } = useTranslation("collections");
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: "max-content", y: 360 }}
      className="dc-table dc-schedule"
      dataSource={schedule}
      rowClassName={(r) => (r.overdue ? "dc-row-overdue" : "")}
      onRow={(r) => ({ "data-overdue": r.overdue }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: "number", title: t("detail.sched.number"), dataIndex: "number", width: 48 },
        { key: "due", title: t("detail.sched.dueDate"), render: (_, r) => formatDate(r.dueDate) },
        { key: "amount", title: t("detail.sched.amount"), align: "right", render: (_, r) => money(r.amount) },
        { key: "paid", title: t("detail.sched.paid"), align: "right", render: (_, r) => money(r.paid) },
        {
          key: "left",
          title: t("detail.sched.left"),
          align: "right",
          render: (_, r) => money(Math.max(0, r.amount - r.paid)),
        },
        {
          key: "days",
          title: t("detail.sched.days"),
          align: "right",
          render: (_, r) => (r.overdue ? <span className="dc-num">{r.daysOverdue}</span> : ""),
        },
        {
          key: "penalty",
          title: t("detail.sched.penalty"),
          align: "right",
          render: (_, r) => (r.overdue ? money(r.penalty) : ""),
        },
      ]}
    />
  );
}

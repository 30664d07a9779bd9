import { formatDate, type PlannedRow } from "@makon/shared";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";

/** The schedule the contract will get (planSchedule), before it is saved. */
export function SchedulePreview({ rows }: { rows: PlannedRow[] }) {
  const { t } = useTranslation("sales");
  return (
    <div className="sl-schedule">
      <h4>{t("calc.schedule")}</h4>
      <Table<PlannedRow>
        size="small"
        rowKey="number"
        dataSource={rows}
        pagination={rows.length > 12 ? { pageSize: 12, showSizeChanger: false } : false}
        locale={{ emptyText: t("calc.scheduleEmpty") }}
        onRow={(r) => ({ "data-row": r.number, "data-amount": r.amount, "data-due": r.dueDate }) as object}
        columns={[
          { key: "n", title: t("calc.rowNumber"), dataIndex: "number", width: 56 },
          { key: "d", title: t("calc.dueDate"), render: (_, r) => formatDate(r.dueDate) },
          { key: "a", title: t("calc.amount"), align: "right", render: (_, r) => formatMoney(r.amount) },
        ]}
      />
    </div>
  );
}

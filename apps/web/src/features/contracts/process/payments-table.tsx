import { formatDate, type Payment } from "@makon/shared";
import { Button, Empty, Table, type TableProps } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";

interface PaymentsTableProps {
  payments: readonly Payment[] | undefined;
  loading: boolean;
  /** Shown only to users with payment_cancel on an open contract. */
  onCancel?: (payment: Payment) => void;
}

/** The payments received; a cancelled one stays, struck through, with its reason. */
export function PaymentsTable({ payments, loading, onCancel }: PaymentsTableProps) {
  const { t } = useTranslation("contracts");
  const columns: NonNullable<TableProps<Payment>["columns"]> = [
    {
      key: "date",
      title: t("process.columns.date"),
      render: (_, p) => <span className="ct-num">{formatDate(p.paidAt)}</span>,
    },
    {
      key: "amount",
      title: t("process.columns.amount"),
      align: "right",
      render: (_, p) => (
        <span className="ct-num">
          {p.kind === "refund" ? "−" : ""}
          {formatMoney(p.amount, false)}
        </span>
      ),
    },
    { key: "method", title: t("process.columns.method"), render: (_, p) => t(`method.${p.method}`) },
    { key: "receipt", title: t("process.columns.receipt"), render: (_, p) => p.receiptNumber ?? "—" },
    {
      key: "who",
      title: t("process.columns.who"),
      render: (_, p) => (
        <>
          {p.userName ?? "—"}
          {p.cancelledAt && (
            <div className="ct-cancel-reason">{t("process.cancelled", { reason: p.cancelReason ?? "" })}</div>
          )}
        </>
      ),
    },
  ];
  if (onCancel)
    columns.push({
      key: "actions",
      title: t("process.columns.actions"),
      render: (_, p) =>
        !p.cancelledAt && p.kind === "payment" ? (
          <Button size="small" danger onClick={() => onCancel(p)}>
            {t("actions.cancelPayment")}
          </Button>
        ) : null,
    });

  return (
    <Table<Payment>
      rowKey="id"
      className="ct-payments"
      columns={columns}
      dataSource={payments ? [...payments] : []}
      loading={loading}
      size="small"
      pagination={false}
      scroll={{ x: "max-content" }}
      rowClassName={(p) => (p.cancelledAt ? "ct-payment ct-payment-cancelled" : "ct-payment")}
      locale={{ emptyText: <Empty description={t("process.paymentsEmpty")} /> }}
    />
  );
}

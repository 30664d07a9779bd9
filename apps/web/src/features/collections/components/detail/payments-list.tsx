import { type DebtCaseDetail, formatDate, PAYMENT_METHODS, type PaymentMethod } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";

const isMethod = (m: string): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m);

/** The contract's payments, newest first; a cancelled one is struck through. */
export function PaymentsList({ payments }: { payments: DebtCaseDetail["payments"] }) {
  const { t } = useTranslation("collections");
  if (payments.length === 0) return <p className="dc-muted">{t("detail.paymentsEmpty")}</p>;
  return (
    <ul className="dc-list" data-testid="dc-payments">
      {payments.map((p) => (
        <li key={p.id} className={p.cancelled ? "dc-list-item dc-cancelled" : "dc-list-item"}>
          <span className="dc-stack">
            <span className="dc-num">{formatMoney(p.amount)}</span>
            <span className="dc-muted">
              {formatDate(p.paidAt)}
              {isMethod(p.method) ? ` · ${t(`method.${p.method}`)}` : ""}
              {p.receiptNumber ? ` · ${t("detail.receipt", { number: p.receiptNumber })}` : ""}
            </span>
          </span>
          {p.cancelled && <span className="dc-muted">{t("detail.cancelled")}</span>}
        </li>
      ))}
    </ul>
  );
}

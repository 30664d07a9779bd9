import { type DebtPromise, formatDate } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";

const COLORS: Record<DebtPromise["status"], string> = {
  open: "blue",
  kept: "green",
  broken: "volcano",
  replaced: "default",
};

/** Every promise of the case, newest first: its date, amount, what was paid since and its fate. */
export function PromisesList({ promises }: { promises: DebtPromise[] }) {
  const { t } = useTranslation("collections");
  if (promises.length === 0) return <p className="dc-muted">{t("detail.promisesEmpty")}</p>;
  return (
    <ul className="dc-list" data-testid="dc-promises">
      {promises.map((p) => (
        <li key={p.id} className="dc-list-item" data-status={p.status}>
          <span>
            {t("detail.promiseLine", {
              date: formatDate(p.promisedDate),
              amount: formatMoney(p.promisedAmount),
            })}
          </span>
          <span className="dc-list-side">
            {p.paidSince > 0 && (
              <span className="dc-muted">
                {t("detail.promisePaid", { amount: formatMoney(p.paidSince) })}
              </span>
            )}
            <Tag color={COLORS[p.status]} className="dc-tag">
              {t(`promiseStatus.${p.status}`)}
            </Tag>
          </span>
        </li>
      ))}
    </ul>
  );
}

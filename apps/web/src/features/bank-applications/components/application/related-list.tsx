import { type BankApplicationDetail, bankPages, formatDate } from "@makon/shared";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { bankPaths } from "../../bank-level";
import { BankStatusTag } from "../bank-status-tag";

interface RelatedListProps {
  related: BankApplicationDetail["related"];
  /** The viewer's page keys: an application of a level they cannot open is shown without a link. */
  pages: readonly string[];
}

/** The contract's other applications: an earlier bank, the other level. */
export function RelatedList({ related, pages }: RelatedListProps) {
  const { t } = useTranslation("bankApplications");
  if (related.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("application.relatedEmpty")} />;
  return (
    <ul className="ba-related">
      {related.map((r) => {
        const label = `${t(`level.${r.level}`)} · ${r.bankName}`;
        return (
          <li key={r.id} className="ba-related-item">
            {pages.includes(bankPages(r.level).one) ? (
              <Link to={bankPaths(r.level).one(r.id)}>{label}</Link>
            ) : (
              <span>{label}</span>
            )}
            <span className="ba-related-meta">
              <BankStatusTag status={r.status} />
              <span className="ba-muted ba-num">{formatDate(r.createdAt)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

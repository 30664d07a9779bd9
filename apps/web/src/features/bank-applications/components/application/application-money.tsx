import { type BankApplicationDetail, formatDate } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { clientShortfall } from "../../bank-status";

/** Asked, approved, received, and what the client must find when the bank lends less. */
export function ApplicationMoney({ application: a }: { application: BankApplicationDetail }) {
  const { t } = useTranslation("bankApplications");
  const shortfall = clientShortfall(a.amountRequested, a.amountApproved);
  const none = t("application.none");
  return (
    <dl className="ba-money">
      <div>
        <dt>{t("application.requested")}</dt>
        <dd className="ba-num" data-testid="ba-requested">
          {formatMoney(a.amountRequested)}
        </dd>
      </div>
      <div>
        <dt>{t("application.approved")}</dt>
        <dd className="ba-num" data-testid="ba-approved">
          {a.amountApproved === null ? none : formatMoney(a.amountApproved)}
        </dd>
      </div>
      {shortfall > 0 && (
        <div className="ba-shortfall">
          <dt>{t("application.shortfall")}</dt>
          <dd className="ba-num" data-testid="ba-shortfall">
            {formatMoney(shortfall)}
          </dd>
        </div>
      )}
      {(a.level === "upper" || a.fundedAmount !== null) && (
        <div>
          <dt>{t("application.funded")}</dt>
          <dd className="ba-num" data-testid="ba-funded">
            {a.fundedAmount === null ? none : formatMoney(a.fundedAmount)}
            {a.fundedAt && <span className="ba-muted"> · {formatDate(a.fundedAt)}</span>}
          </dd>
        </div>
      )}
      {a.loanNumber && (
        <div>
          <dt>{t("application.loanNumber")}</dt>
          <dd>{a.loanNumber}</dd>
        </div>
      )}
      {a.decidedByName && (
        <div>
          <dt>{t("application.decidedBy")}</dt>
          <dd>
            {a.decidedByName}
            {a.decidedAt && <span className="ba-muted"> · {formatDate(a.decidedAt)}</span>}
          </dd>
        </div>
      )}
      {a.rejectionReason && (
        <div className="ba-reason">
          <dt>{t("application.rejectionReason")}</dt>
          <dd>{a.rejectionReason}</dd>
        </div>
      )}
      {a.note && (
        <div>
          <dt>{t("application.note")}</dt>
          <dd className="ba-pre">{a.note}</dd>
        </div>
      )}
    </dl>
  );
}

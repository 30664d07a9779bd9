import { type BankApplicationDetail, formatDate, formatPhone } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAreaM2 } from "../../../../lib/format-area";
import { formatMoney } from "../../../../lib/format-money";
import { daysInStatus, nextStepOf } from "../../bank-status";

interface ApplicationFactsProps {
  application: BankApplicationDetail;
  /** The viewer holds the contract page: the number links to it. */
  opensContract: boolean;
}

/** Contract, client and unit: who and what the bank is asked to lend for. */
export function ApplicationFacts({ application: a, opensContract }: ApplicationFactsProps) {
  const { t } = useTranslation("bankApplications");
  const { t: tc } = useTranslation("contracts");
  const days = daysInStatus(a.statusChangedAt);
  const next = nextStepOf(a.status, a.level);
  const unitDetails: string[] = [];
  if (a.unit.rooms !== null) unitDetails.push(t("application.roomsValue", { count: a.unit.rooms }));
  if (a.unit.area !== null) unitDetails.push(formatAreaM2(a.unit.area));
  if (a.unit.floor !== null) unitDetails.push(t("application.floorValue", { floor: a.unit.floor }));

  return (
    <dl className="ba-facts">
      <div>
        <dt>{t("application.contract")}</dt>
        <dd>
          {opensContract ? (
            <Link to={`/shartnoma_jarayon/${a.contract.id}`} className="ba-number">
              {a.contract.number}
            </Link>
          ) : (
            <span className="ba-number">{a.contract.number}</span>
          )}
          <span className="ba-muted">
            {" · "}
            {formatDate(a.contract.date)} · {tc(`paymentType.${a.contract.paymentType}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t("application.contractTotal")}</dt>
        <dd className="ba-dd-stack">
          <span className="ba-num">{formatMoney(a.contract.total)}</span>
          <span className="ba-muted">
            {t("application.downPaymentValue", { amount: formatMoney(a.contract.downPayment) })}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t("application.client")}</dt>
        <dd>
          {a.client.fullName}
          <span className="ba-muted ba-num"> · {formatPhone(a.client.phone)}</span>
        </dd>
      </div>
      {(a.client.passport || a.client.pinfl) && (
        <div>
          <dt>{t("application.passport")}</dt>
          <dd className="ba-num">
            {a.client.passport}
            {a.client.pinfl && (
              <span className="ba-muted">
                {a.client.passport ? " · " : ""}
                {t("application.pinfl")}: {a.client.pinfl}
              </span>
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>{t("application.unit")}</dt>
        <dd>
          {t("application.unitText", {
            object: a.objectName,
            building: a.buildingName,
            number: a.unitNumber,
          })}
          {unitDetails.length > 0 && <span className="ba-muted"> · {unitDetails.join(" · ")}</span>}
        </dd>
      </div>
      <div>
        <dt>{t("application.bank")}</dt>
        <dd>{a.bankName}</dd>
      </div>
      <div>
        <dt>{t("application.manager")}</dt>
        <dd>{a.managerName ?? t("application.none")}</dd>
      </div>
      <div>
        <dt>{t("application.next")}</dt>
        <dd>
          {next ? t(`next.${next}`) : t("application.none")}
          {days !== null && next && (
            <span className="ba-muted"> · {t("application.daysInStatus", { count: days })}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

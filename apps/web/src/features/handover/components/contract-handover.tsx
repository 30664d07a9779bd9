import { SafetyCertificateOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime } from "@makon/shared";
import { Alert, Button, Skeleton, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useContractHandover } from "../api/use-handover-act";
import { actPath } from "../paths";
import { PermitModal } from "./permit-modal";
import { useHandoverRights } from "./use-handover-rights";
import "../handover.css";

/**
 * The handover block of a contract's screen (given to it as a slot): the act or the appointment,
 * the boss's permit, why it cannot be handed over yet, and the permit button for those who may.
 */
export function ContractHandover({ contractId }: { contractId: number }) {
  const { t } = useTranslation("handover");
  const rights = useHandoverRights();
  const query = useContractHandover(contractId);
  const [permitting, setPermitting] = useState(false);
  const h = query.data;

  let body: React.ReactNode;
  if (query.isError && !h)
    body = (
      <LoadFailed title={t("contract.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (!h) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else
    body = (
      <div className="ho-contract-block" data-testid="ho-contract-handover">
        {h.act ? (
          <p data-testid="ho-contract-act">
            {rights.screen ? (
              <Link to={actPath(h.act.id)}>
                {t("contract.act", { number: h.act.actNumber, date: formatDate(h.act.actDate) })}
              </Link>
            ) : (
              t("contract.act", { number: h.act.actNumber, date: formatDate(h.act.actDate) })
            )}
          </p>
        ) : (
          <p>
            {h.appointment
              ? t("contract.appointment", { at: formatDateTime(h.appointment.scheduledAt) })
              : t("contract.noAppointment")}
          </p>
        )}
        {h.permit && (
          <p>
            <Tag color="blue" className="ho-tag">
              {t("common.permitted")}
            </Tag>{" "}
            <span className="ho-note">{t("contract.permit", { reason: h.permit.reason })}</span>{" "}
            <span className="ho-muted">
              (
              {t("permit.by", {
                name: h.permit.userName ?? t("common.none"),
                at: formatDateTime(h.permit.createdAt),
              })}
              )
            </span>
          </p>
        )}
        {h.blockedBy && h.blockedBy !== "HANDOVER_EXISTS" && (
          <Alert
            type="warning"
            showIcon
            title={t("contract.blocked", { why: t(`blockedBy.${h.blockedBy}`) })}
          />
        )}
        {!h.blockedBy && <Alert type="success" showIcon title={t("contract.ready")} />}
        {h.canPermit && (
          <Button icon={<SafetyCertificateOutlined />} onClick={() => setPermitting(true)}>
            {t("contract.permitButton")}
          </Button>
        )}
      </div>
    );

  return (
    <section className="ho-card ho-contract" aria-label={t("contract.title")}>
      <Typography.Title level={5}>{t("contract.title")}</Typography.Title>
      {body}
      {permitting && <PermitModal contractId={contractId} onClose={() => setPermitting(false)} />}
    </section>
  );
}

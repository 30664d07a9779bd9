import { ArrowLeftOutlined } from "@ant-design/icons";
import type { Payment } from "@makon/shared";
import { formatDate } from "@makon/shared";
import { Alert, Button, Result, Skeleton, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, useErrorText } from "../../../lib/api";
import { PageHeader } from "../../../lib/ui/page-header";
import { useContract, useContractPayments } from "../api/use-contract";
import { ContractStatusTag } from "../components/contract-status-tag";
import { CLOSED_STATUSES } from "../contract-money";
import { useContractRights } from "../use-contract-rights";
import { CancelPaymentModal } from "./cancel-payment";
import { ContractActions } from "./contract-actions";
import { ContractHistory } from "./contract-history";
import { ContractSteps } from "./contract-steps";
import { ContractSummary } from "./contract-summary";
import { PaymentsTable } from "./payments-table";
import { ScheduleTable } from "./schedule-table";
import "../contracts.css";
import { LoadFailed } from "../../../lib/ui/load-failed";

const BACK_PATH = "/contract";

/** The statuses whose screen shows the handover block. */
const HANDOVER_STATUSES: readonly string[] = ["concluded", "handed_over"];

interface ContractProcessProps {
  id: number | null;
  /** The handover block (another feature's, given by the page); shown once the deal is concluded. */
  handover?: ReactNode;
}

/** /shartnoma_jarayon/{id}: the contract's stages, money, schedule, payments and actions. */
export function ContractProcess({ id, handover }: ContractProcessProps) {
  const { t } = useTranslation("contracts");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const rights = useContractRights();
  const query = useContract(id);
  const payments = useContractPayments(query.data ? id : null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [cancelling, setCancelling] = useState<Payment | null>(null);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(BACK_PATH)}>
      {t("process.back")}
    </Button>
  );

  const notFound =
    id === null ||
    (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  if (notFound)
    return (
      <Result
        status="404"
        title={t("process.notFound")}
        subTitle={t("process.notFoundHint")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate(BACK_PATH)}>
            {t("process.back")}
          </Button>
        }
      />
    );

  const contract = query.data;
  if (!contract)
    return (
      <>
        <PageHeader title={t("process.title", { number: "…" })} extra={back} />
        {query.isError ? (
          <LoadFailed
            title={t("process.loadFailed")}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 12 }} />
        )}
      </>
    );

  const open = !CLOSED_STATUSES.includes(contract.status);
  return (
    <div className="ct-process" aria-busy={query.isFetching}>
      <PageHeader
        title={
          <span className="ct-title">
            {t("process.title", { number: contract.number })}
            <ContractStatusTag status={contract.status} />
          </span>
        }
        extra={back}
      />
      <div className="ct-card ct-head">
        <dl className="ct-facts">
          <div>
            <dt>{t("process.client")}</dt>
            <dd>{contract.clientName}</dd>
          </div>
          <div>
            <dt>{t("process.unit")}</dt>
            <dd>
              {t("list.unitText", {
                object: contract.objectName,
                building: contract.buildingName,
                number: contract.unitNumber,
              })}
            </dd>
          </div>
          <div>
            <dt>{t("process.date")}</dt>
            <dd className="ct-num">{formatDate(contract.date)}</dd>
          </div>
        </dl>
        <ContractActions contract={contract} rights={rights} onHistory={() => setHistoryOpen(true)} />
      </div>
      <section className="ct-card ct-steps-card" aria-label={t("process.steps")}>
        <ContractSteps contract={contract} />
      </section>
      <section className="ct-card" aria-label={t("process.summary")}>
        <Typography.Title level={5}>{t("process.summary")}</Typography.Title>
        <ContractSummary contract={contract} />
      </section>
      {HANDOVER_STATUSES.includes(contract.status) && handover}
      <div className="ct-grid">
        <section className="ct-card" aria-label={t("process.schedule")}>
          <Typography.Title level={5}>
            {contract.scheduleVersion > 1
              ? t("process.scheduleVersion", { version: contract.scheduleVersion })
              : t("process.schedule")}
          </Typography.Title>
          <ScheduleTable contract={contract} />
        </section>
        <section className="ct-card" aria-label={t("process.payments")}>
          <Typography.Title level={5}>{t("process.payments")}</Typography.Title>
          {payments.isError ? (
            <Alert
              type="error"
              showIcon
              title={t("process.paymentsFailed")}
              description={errorText(payments.error)}
            />
          ) : (
            <PaymentsTable
              payments={payments.data}
              loading={payments.isFetching}
              onCancel={rights.cancelPayment && open ? setCancelling : undefined}
            />
          )}
        </section>
      </div>
      {cancelling && (
        <CancelPaymentModal
          contractId={contract.id}
          payment={cancelling}
          onClose={() => setCancelling(null)}
        />
      )}
      <ContractHistory
        contractId={contract.id}
        number={contract.number}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
    </div>
  );
}

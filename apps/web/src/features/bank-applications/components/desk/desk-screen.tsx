import { ReloadOutlined } from "@ant-design/icons";
import type { BankLevel } from "@makon/shared";
import { Button, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../lib/ui/load-failed";
import { PageHeader } from "../../../../lib/ui/page-header";
import { useBankDesk } from "../../api/use-bank-desk";
import { DeskCounters } from "./desk-counters";
import { ByBankTable, WorkloadTable } from "./desk-tables";
import { UnassignedQueue } from "./unassigned-queue";
import "../../bank-applications.css";

interface BankDeskScreenProps {
  level: BankLevel;
  title: string;
}

/** /quyi_bank_boss, /yuqori_bank_boss: the head's counters, unassigned queue, workload and banks. */
export function BankDeskScreen({ level, title }: BankDeskScreenProps) {
  const { t } = useTranslation("bankApplications");
  const { t: tc } = useTranslation();
  const desk = useBankDesk(level);

  return (
    <div className="ba-desk" aria-busy={desk.isFetching}>
      <PageHeader
        title={title}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void desk.refetch()} loading={desk.isFetching}>
            {tc("refresh")}
          </Button>
        }
      />
      {desk.isError && !desk.data ? (
        <LoadFailed title={t("desk.loadFailed")} error={desk.error} onRetry={() => void desk.refetch()} />
      ) : !desk.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <DeskCounters level={level} desk={desk.data} />
      )}
      <section className="ba-card" aria-label={t("desk.queue")}>
        <Typography.Title level={5}>{t("desk.queue")}</Typography.Title>
        <UnassignedQueue level={level} />
      </section>
      <div className="ba-desk-grid">
        <section className="ba-card" aria-label={t("desk.workload")}>
          <Typography.Title level={5}>{t("desk.workload")}</Typography.Title>
          <WorkloadTable rows={desk.data?.workload ?? []} />
        </section>
        <section className="ba-card" aria-label={t("desk.byBank")}>
          <Typography.Title level={5}>{t("desk.byBank")}</Typography.Title>
          <ByBankTable rows={desk.data?.byBank ?? []} showFunded={level === "upper"} />
        </section>
      </div>
    </div>
  );
}

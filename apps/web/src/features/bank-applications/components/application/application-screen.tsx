import { ArrowLeftOutlined, HistoryOutlined } from "@ant-design/icons";
import { type BankLevel, bankRights, OPEN_BANK_STATUSES } from "@makon/shared";
import { Button, Result, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api";
import { HistoryDrawer } from "../../../../lib/history";
import { useCurrentUser } from "../../../../lib/session";
import { LoadFailed } from "../../../../lib/ui/load-failed";
import { PageHeader } from "../../../../lib/ui/page-header";
import { useBankApplication } from "../../api/use-bank-application";
import { bankPaths } from "../../bank-level";
import { BankStatusTag } from "../bank-status-tag";
import { ApplicationFacts } from "./application-facts";
import { ApplicationMoney } from "./application-money";
import { ApplicationSteps } from "./application-steps";
import { AssignBox } from "./assign-box";
import { CommentsSection } from "./comments-section";
import { DocumentsChecklist } from "./documents-checklist";
import { MoveActions } from "./move-actions";
import { RelatedList } from "./related-list";
import "../../bank-applications.css";

interface BankApplicationScreenProps {
  /** The level of the page it was opened from. */
  level: BankLevel;
  id: number | null;
}

/** /quyi_bank_in/{id}, /yuqori_bank_in/{id}: one application, its papers, moves, notes and history. */
export function BankApplicationScreen({ level, id }: BankApplicationScreenProps) {
  const { t } = useTranslation("bankApplications");
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const query = useBankApplication(id);
  const [historyOpen, setHistoryOpen] = useState(false);
  const listPath = bankPaths(level).list;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>
      {t("application.back")}
    </Button>
  );

  const notFound =
    id === null ||
    (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status)) ||
    // An application of the other level opened under this level's address.
    (query.data !== undefined && query.data.level !== level);
  if (notFound)
    return (
      <Result
        status="404"
        title={t("application.notFound")}
        subTitle={t("application.notFoundHint")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>
            {t("application.back")}
          </Button>
        }
      />
    );

  const a = query.data;
  if (!a)
    return (
      <>
        <PageHeader title={t("application.title", { number: "…" })} extra={back} />
        {query.isError ? (
          <LoadFailed
            title={t("application.loadFailed")}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 12 }} />
        )}
      </>
    );

  const rights = bankRights(a.level);
  const works = user ? user.dostup.includes(rights.work) || user.dostup.includes(rights.decide) : false;
  const open = OPEN_BANK_STATUSES.includes(a.status);
  const pages = user?.pagesDostup ?? [];

  return (
    <div className="ba-application" aria-busy={query.isFetching}>
      <PageHeader
        title={
          <span className="ba-title">
            {t("application.title", { number: a.contractNumber })}
            <BankStatusTag status={a.status} />
          </span>
        }
        extra={
          <Space wrap>
            <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              {t("application.history")}
            </Button>
            {back}
          </Space>
        }
      />
      <section className="ba-card ba-steps-card" aria-label={t("application.steps")}>
        <ApplicationSteps application={a} />
        <MoveActions application={a} />
      </section>
      <div className="ba-grid">
        <div className="ba-column">
          <section className="ba-card ba-order-1" aria-label={t("application.contract")}>
            <ApplicationFacts application={a} opensContract={pages.includes("shartnoma_jarayon")} />
          </section>
          <section className="ba-card ba-order-4" aria-label={t("documents.title")}>
            <Typography.Title level={5}>{t("documents.title")}</Typography.Title>
            <DocumentsChecklist application={a} canUpload={works && open} />
          </section>
          <section className="ba-card ba-order-5" aria-label={t("comments.title")}>
            <Typography.Title level={5}>{t("comments.title")}</Typography.Title>
            <CommentsSection applicationId={a.id} comments={a.comments} canComment={works} />
          </section>
        </div>
        <div className="ba-column">
          <section className="ba-card ba-order-2" aria-label={t("application.money")}>
            <Typography.Title level={5}>{t("application.money")}</Typography.Title>
            <ApplicationMoney application={a} />
          </section>
          <section className="ba-card ba-order-3" aria-label={t("application.assignee")}>
            <AssignBox application={a} />
          </section>
          <section className="ba-card ba-order-6" aria-label={t("application.related")}>
            <Typography.Title level={5}>{t("application.related")}</Typography.Title>
            <RelatedList related={a.related} pages={pages} />
          </section>
        </div>
      </div>
      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        url={`/api/ariza/${a.id}/history`}
        title={t("application.historyTitle", { number: a.contractNumber })}
      />
    </div>
  );
}

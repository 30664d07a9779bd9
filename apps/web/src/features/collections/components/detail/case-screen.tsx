import { ArrowLeftOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime } from "@makon/shared";
import { Button, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../../../lib/session";
import { PageHeader } from "../../../../lib/ui/page-header";
import { SmsOptOutSwitch, useSmsRights } from "../../../sms";
import { useDebtCase } from "../../api/use-debt-case";
import { COLLECTIONS_PATH } from "../../paths";
import { CaseNotFound, CaseWaiting, isCaseMissing } from "../case-states";
import { DebtStatusTag } from "../debt-tags";
import { CaseHeaderActions } from "./case-header-actions";
import { CaseSummary } from "./case-summary";
import { LettersList } from "./letters-list";
import { PaymentsList } from "./payments-list";
import { PenaltyBlock } from "./penalty-block";
import { PromisesList } from "./promises-list";
import { ScheduleTable } from "./schedule-table";
import { SmsList } from "./sms-list";
import { TimelineList } from "./timeline-list";
import "../../collections.css";

/** /undiruv-detail/{id}: one case, its debt, schedule, penalty, promises, payments and timeline. */
export function CaseScreen({ id }: { id: number | null }) {
  const { t } = useTranslation("collections");
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const smsRights = useSmsRights();
  const query = useDebtCase(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`${COLLECTIONS_PATH}?tab=cases`)}>
      {t("common.back")}
    </Button>
  );

  if (id === null || isCaseMissing(query.error)) return <CaseNotFound />;
  const c = query.data;
  if (!c)
    return <CaseWaiting title={t("detail.title", { number: "…" })} back={back} query={query} rows={12} />;

  const card = (key: string, title: string, body: React.ReactNode, extra?: React.ReactNode) => (
    <section className={`dc-card dc-card-${key}`} aria-label={title}>
      <div className="dc-card-head">
        <Typography.Title level={5}>{title}</Typography.Title>
        {extra}
      </div>
      {body}
    </section>
  );

  return (
    <div className="dc-case" aria-busy={query.isFetching}>
      <PageHeader
        title={
          <span className="dc-title">
            {t("detail.title", { number: c.contract.number })}
            <DebtStatusTag status={c.status} />
          </span>
        }
        extra={back}
      />
      <section className="dc-card dc-case-head" aria-label={t("detail.collector")}>
        <div className="dc-case-who">
          <span>
            <span className="dc-label">{t("detail.collector")}</span>{" "}
            <strong data-testid="dc-case-collector">{c.assigneeName ?? t("common.unassigned")}</strong>
          </span>
          <span className="dc-muted">
            {t("detail.opened", { date: formatDate(c.openedAt) })}
            {c.openedByName ? ` · ${t("detail.openedBy", { name: c.openedByName })}` : ""}
            {c.autoOpened ? ` · ${t("detail.auto")}` : ""}
          </span>
          {c.nextActionAt && (
            <span className="dc-muted">
              {t("detail.nextAction", { date: formatDateTime(c.nextActionAt) })}
            </span>
          )}
          {c.note && <span className="dc-note">{c.note}</span>}
        </div>
        <CaseHeaderActions c={c} />
      </section>
      <div className="dc-grid">
        <div className="dc-column">
          {card(
            "summary",
            t("detail.figures"),
            <CaseSummary c={c} opensContract={user?.pagesDostup.includes("shartnoma_jarayon") ?? false} />,
          )}
          {card(
            "schedule",
            t("detail.schedule"),
            <ScheduleTable schedule={c.schedule} />,
            <span className="dc-muted">
              {t("detail.scheduleVersion", { version: c.contract.scheduleVersion })}
            </span>,
          )}
          {card("timeline", t("detail.timeline"), <TimelineList caseId={c.id} entries={c.timeline} />)}
        </div>
        <div className="dc-column">
          {card("penalty", t("detail.penalty"), <PenaltyBlock c={c} />)}
          {card("promises", t("detail.promises"), <PromisesList promises={c.promises} />)}
          {card("payments", t("detail.payments"), <PaymentsList payments={c.payments} />)}
          {card(
            "letters",
            t("detail.letters"),
            <LettersList caseId={c.id} letters={c.letters} language={c.client.language} />,
          )}
          {card(
            "sms",
            t("detail.sms"),
            <>
              {/* The collector switches the client's SMS off here: a debtor who asks for no SMS asks them. */}
              <SmsOptOutSwitch clientId={c.client.id} canChange={smsRights.optOut} />
              <SmsList messages={c.sms} />
            </>,
          )}
        </div>
      </div>
    </div>
  );
}

import { DownloadOutlined } from "@ant-design/icons";
import type { DebtSummary } from "@makon/shared";
import { App, Button, Empty, Skeleton, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { formatMoney } from "../../../../lib/format-money";
import { useCurrentUser } from "../../../../lib/session";
import { LoadFailed } from "../../../../lib/ui/load-failed";
import { DEFAULT_SIZE } from "../../../../lib/ui/url-params";
import { useDebtCases } from "../../api/use-debt-cases";
import { useDebtSummary, useExportAgeing } from "../../api/use-debt-summary";
import { type CaseParams, DEFAULT_CASE_SORT } from "../../case-params";
import { CasesTable } from "../cases/cases-table";
import { BandTag } from "../debt-tags";

type CollectorRow = DebtSummary["byCollector"][number];

/** The boss's view (debt_escalate): the month's collection against the debt, per collector. */
export function BossTab() {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data: user } = useCurrentUser();
  const summary = useDebtSummary(true);
  const exporter = useExportAgeing();
  const [params, setParams] = useState<CaseParams>({
    view: "with_director",
    page: 1,
    size: DEFAULT_SIZE,
    q: "",
    status: undefined,
    assigneeId: undefined,
    sort: DEFAULT_CASE_SORT,
  });
  const directorCases = useDebtCases(params);
  const canExport = user?.dostup.includes("export_excel") ?? false;

  if (summary.isError && !summary.data)
    return (
      <LoadFailed title={t("boss.loadFailed")} error={summary.error} onRetry={() => void summary.refetch()} />
    );
  const s = summary.data;
  if (!s) return <Skeleton active paragraph={{ rows: 8 }} />;

  // "2026-11" → "Noyabr 2026".
  const monthName = (month: string) => {
    const [year = "", mm = ""] = month.split("-");
    const names: Record<string, string> = t("boss.monthNames", { returnObjects: true });
    const name = names[mm];
    return name ? t("boss.month", { month: name, year }) : month;
  };
  const share = s.overdueAmount > 0 ? Math.round((s.collectedThisMonth * 100) / s.overdueAmount) : 0;
  const figures = [
    { key: "overdue", label: t("boss.overdue"), value: formatMoney(s.overdueAmount) },
    { key: "debtors", label: t("boss.debtors"), value: String(s.debtors) },
    { key: "collected", label: t("boss.collected"), value: formatMoney(s.collectedThisMonth) },
    { key: "withDirector", label: t("boss.withDirector"), value: String(s.withDirector) },
  ];

  return (
    <div className="dc-tab dc-boss" aria-busy={summary.isFetching}>
      <div className="dc-boss-head">
        <Typography.Text type="secondary">{monthName(s.month)}</Typography.Text>
        {canExport && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(t("boss.ageingFile"), { onError: (e) => void message.error(errorText(e)) })
            }
          >
            {t("boss.ageingExport")}
          </Button>
        )}
      </div>
      <dl className="dc-figures">
        {figures.map((f) => (
          <div key={f.key} className="dc-figure" data-testid={`dc-boss-${f.key}`}>
            <dt>{f.label}</dt>
            <dd className="dc-num">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="dc-muted">{t("boss.share", { percent: share })}</p>

      <Typography.Title level={5}>{t("boss.ageing")}</Typography.Title>
      <ul className="dc-ageing">
        {s.bands.map((b) => (
          <li key={b.band}>
            <BandTag band={b.band} />
            <span className="dc-num">{t("debtors.bandCount", { count: b.count })}</span>
            <span className="dc-num">{formatMoney(b.overdueAmount)}</span>
          </li>
        ))}
      </ul>

      <Typography.Title level={5}>{t("boss.byCollector")}</Typography.Title>
      <Table<CollectorRow>
        rowKey={(r) => r.userId ?? 0}
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        className="dc-table"
        dataSource={s.byCollector}
        locale={{ emptyText: <Empty description={t("common.none")} /> }}
        columns={[
          {
            key: "name",
            title: t("boss.columns.collector"),
            render: (_, r) => r.name ?? <span className="dc-muted">{t("common.unassigned")}</span>,
          },
          { key: "open", title: t("boss.columns.openCases"), align: "right", dataIndex: "openCases" },
          {
            key: "overdue",
            title: t("boss.columns.overdue"),
            align: "right",
            render: (_, r) => <span className="dc-num">{formatMoney(r.overdueAmount, false)}</span>,
          },
          {
            key: "collected",
            title: t("boss.columns.collected"),
            align: "right",
            render: (_, r) => <span className="dc-num">{formatMoney(r.collectedThisMonth, false)}</span>,
          },
          { key: "kept", title: t("boss.columns.kept"), align: "right", dataIndex: "promisesKept" },
          { key: "broken", title: t("boss.columns.broken"), align: "right", dataIndex: "promisesBroken" },
        ]}
      />

      <Typography.Title level={5}>{t("boss.directorCases")}</Typography.Title>
      <section aria-label={t("boss.directorCases")} data-testid="dc-director-cases">
        <CasesTable
          query={directorCases}
          params={params}
          onParamsChange={(change) => setParams((current) => ({ ...current, ...change }))}
          emptyText={t("cases.empty")}
          compact
        />
      </section>
    </div>
  );
}

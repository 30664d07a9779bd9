import { ArrowLeftOutlined, HistoryOutlined } from "@ant-design/icons";
import { Alert, Button, Result, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAllBanks } from "../../features/banks";
import {
  AccountsSection,
  OrganisationCard,
  OrganisationHistory,
  useOrganisation,
} from "../../features/organisations";
import { ApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { LoadFailed } from "../../lib/ui/load-failed";
import { PageHeader } from "../../lib/ui/page-header";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

/** /tashkilot_bank/{id} — the organisation's card and its bank accounts. */
export default function OrganisationBanksPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("organisations");
  const { t: tp } = useTranslation("pages");
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const { data: user } = useCurrentUser();
  const query = useOrganisation(id);
  const banks = useAllBanks();
  const [historyOpen, setHistoryOpen] = useState(false);
  const canEdit = user?.dostup.includes("organisation_edit") ?? false;

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/tashkilotlar")}>
      {t("detail.back")}
    </Button>
  );

  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={t("detail.notFound")}
        subTitle={t("detail.notFoundHint")}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate("/tashkilotlar")}>
            {t("detail.back")}
          </Button>
        }
      />
    );
  }

  const organisation = query.data;
  return (
    <>
      <PageHeader
        title={organisation?.name ?? tp(`titles.${pageKey}`)}
        extra={
          <Space wrap>
            {back}
            {organisation && (
              <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
                {t("actions.history")}
              </Button>
            )}
          </Space>
        }
      />
      {query.isError && !organisation && (
        <LoadFailed title={t("detail.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {organisation && (
        <div className="org-panel org-detail">
          <OrganisationCard organisation={organisation} />
          {banks.failed && !banks.data && (
            <Alert type="warning" showIcon title={t("accounts.banksLoadFailed")} className="org-alert" />
          )}
          <AccountsSection
            organisation={organisation}
            canEdit={canEdit}
            banks={banks.data ?? []}
            banksLoading={banks.loading && !banks.data}
          />
        </div>
      )}
      <OrganisationHistory
        organisation={historyOpen && organisation ? organisation : null}
        onClose={() => setHistoryOpen(false)}
      />
    </>
  );
}

import { ArrowLeftOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Result, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { PageHeader } from "../../../lib/ui/page-header";
import { COLLECTIONS_PATH } from "../paths";

/** A bad id or a case the server will not show this viewer: both are "not found" to them. */
export function isCaseMissing(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

/** The page of a case that is not there: the way on is the collections list. */
export function CaseNotFound() {
  const { t } = useTranslation("collections");
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t("detail.notFound")}
      subTitle={t("detail.notFoundHint")}
      extra={
        <Button type="primary" icon={<ArrowLeftOutlined />} onClick={() => navigate(COLLECTIONS_PATH)}>
          {t("common.back")}
        </Button>
      }
    />
  );
}

interface CaseWaitingProps {
  /** The page's header while the case's number is not known yet. */
  title: ReactNode;
  back: ReactNode;
  query: UseQueryResult<unknown>;
  /** The placeholder's height, about that of the page to come. */
  rows: number;
}

/** A case's page before its case: the header stays put over a placeholder, or the load's failure. */
export function CaseWaiting({ title, back, query, rows }: CaseWaitingProps) {
  const { t } = useTranslation("collections");
  return (
    <>
      <PageHeader title={title} extra={back} />
      {query.isError ? (
        <LoadFailed title={t("detail.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows }} />
      )}
    </>
  );
}

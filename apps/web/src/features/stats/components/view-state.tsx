import type { UseQueryResult } from "@tanstack/react-query";
import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../lib/ui/load-failed";

/** A view's loading (a skeleton), its error (in Uzbek, with "Qayta urinish") or its body. */
export function ViewState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("stats");
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <LoadFailed title={t("chart.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
    );
  return <Skeleton active paragraph={{ rows: 8 }} />;
}

/** A number cell: right-aligned, named for tests and screen readers by its field. */
export function Num({ field, value, children }: { field: string; value: number; children: ReactNode }) {
  return (
    <span className="st-num" data-field={field} data-value={value}>
      {children}
    </span>
  );
}

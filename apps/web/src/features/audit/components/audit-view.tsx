import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAudit } from "../api/use-audit";
import { type AuditFilters, auditFiltersFromParams, auditQuery, DEFAULT_AUDIT_FILTERS } from "../audit-query";
import { AuditFiltersBar } from "./audit-filters";
import { AuditTable } from "./audit-table";
import "../audit.css";
import { LoadFailed } from "../../../lib/ui/load-failed";

/** /audit: the filters live in the address, so a filtered view can be shared or reloaded. */
export function AuditView() {
  const { t } = useTranslation("audit");
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFromParams(params);
  const query = useAudit(filters);

  const apply = (next: Partial<AuditFilters>) =>
    setParams(new URLSearchParams(auditQuery({ ...filters, page: 1, ...next })), { replace: true });

  return (
    <section className="audit-panel" aria-busy={query.isFetching}>
      <AuditFiltersBar
        value={filters}
        onChange={apply}
        onReset={() => setParams(new URLSearchParams(auditQuery(DEFAULT_AUDIT_FILTERS)), { replace: true })}
      />
      {query.isError && (
        <LoadFailed
          className="audit-alert"
          title={t("loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      <AuditTable
        data={query.data}
        loading={query.isFetching}
        filters={filters}
        onPage={(page, size) => apply({ page, size })}
      />
    </section>
  );
}

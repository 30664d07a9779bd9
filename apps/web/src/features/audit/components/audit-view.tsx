import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useErrorText } from "../../../lib/api";
import { useAudit } from "../api/use-audit";
import { type AuditFilters, auditFiltersFromParams, auditQuery, DEFAULT_AUDIT_FILTERS } from "../audit-query";
import { AuditFiltersBar } from "./audit-filters";
import { AuditTable } from "./audit-table";
import "../audit.css";

/** /audit: the filters live in the address, so a filtered view can be shared or reloaded. */
export function AuditView() {
  const { t } = useTranslation("audit");
  const errorText = useErrorText();
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
        <Alert
          type="error"
          showIcon
          className="audit-alert"
          title={t("loadFailed")}
          description={errorText(query.error)}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          }
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

import { FileExcelOutlined, PlusOutlined } from "@ant-design/icons";
import type { OrganisationListItem } from "@makon/shared";
import { App, Button } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { useExportOrganisations } from "../api/export-organisations";
import { useOrganisations } from "../api/use-organisations";
import { useUpdateOrganisation } from "../api/use-update-organisation";
import { DEFAULT_ORGANISATION_FILTERS, type OrganisationFilters } from "../organisation-query";
import { OrganisationFormModal } from "./organisation-form-modal";
import { OrganisationHistory } from "./organisation-history";
import { OrganisationsTable } from "./organisations-table";
import { OrganisationsToolbar } from "./organisations-toolbar";
import "../organisations.css";
import { LoadFailed } from "../../../lib/ui/load-failed";

interface OrganisationsTabProps {
  /** organisation_edit: add, edit, archive and restore. */
  canEdit: boolean;
  /** export_excel: the Excel export. */
  canExport: boolean;
}

type Editing = { mode: "create" } | { mode: "edit"; item: OrganisationListItem } | null;

/** The organisations list of /tashkilotlar: filters, table, form, archive and history. */
export function OrganisationsTab({ canEdit, canExport }: OrganisationsTabProps) {
  const { t } = useTranslation("organisations");
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<OrganisationFilters>(DEFAULT_ORGANISATION_FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [historyOf, setHistoryOf] = useState<OrganisationListItem | null>(null);
  const list = useOrganisations(filters);
  const update = useUpdateOrganisation();
  const exporter = useExportOrganisations();

  const change = (next: Partial<OrganisationFilters>) => setFilters((current) => ({ ...current, ...next }));

  const archive = (item: OrganisationListItem, archived: boolean) => {
    update.mutate(
      { id: item.id, body: { archived } },
      {
        onSuccess: () => {
          if (archived) notify("delete");
          else void message.success(t("restored"));
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };

  const exportExcel = () =>
    exporter.mutate(
      { filters, filename: `${t("exportFileName")}-${dayjs().format("YYYY-MM-DD")}.xlsx` },
      { onError: (error) => void message.error(errorText(error)) },
    );

  const actions = (
    <>
      {canExport && (
        <Button icon={<FileExcelOutlined />} onClick={exportExcel} loading={exporter.isPending}>
          {t("export")}
        </Button>
      )}
      {canEdit && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })}>
          {t("add")}
        </Button>
      )}
    </>
  );

  return (
    <section className="org-panel" aria-busy={list.isFetching}>
      <OrganisationsToolbar
        q={filters.q}
        kind={filters.kind}
        archived={filters.archived}
        onSearch={(q) => change({ q, page: 1 })}
        onKind={(kind) => change({ kind, page: 1 })}
        onArchived={(archived) => change({ archived, page: 1 })}
        actions={actions}
      />
      {list.isError && (
        <LoadFailed
          className="org-alert"
          title={t("loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      <OrganisationsTable
        data={list.data}
        loading={list.isFetching}
        filters={filters}
        onChange={change}
        canEdit={canEdit}
        archivingId={update.isPending ? (update.variables?.id ?? null) : null}
        onEdit={(item) => setEditing({ mode: "edit", item })}
        onArchive={archive}
        onHistory={setHistoryOf}
      />
      {editing && (
        <OrganisationFormModal
          organisation={editing.mode === "edit" ? editing.item : null}
          onClose={() => setEditing(null)}
        />
      )}
      <OrganisationHistory organisation={historyOf} onClose={() => setHistoryOf(null)} />
    </section>
  );
}

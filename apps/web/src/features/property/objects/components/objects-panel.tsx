import { PlusOutlined } from "@ant-design/icons";
import type { Building, ObjectWithStats } from "@makon/shared";
import { Alert, Button } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCachedList } from "../../../../lib/cache";
import { useObjects } from "../api/use-objects";
import type { ObjectParams } from "../object-params";
import { ArchiveObjectModal } from "./archive-object-modal";
import { ObjectFormModal } from "./object-form-modal";
import { ObjectHistory } from "./object-history";
import { ObjectsTable } from "./objects-table";
import { ObjectsToolbar } from "./objects-toolbar";
import "../objects.css";
import { LoadFailed } from "../../../../lib/ui/load-failed";

interface ObjectsPanelProps {
  params: ObjectParams;
  onParams: (next: Partial<ObjectParams>) => void;
  /** property_edit: add and edit objects, add buildings. */
  canEdit: boolean;
  /** object_archive: archive and restore. */
  canArchive: boolean;
}

type Editing = { mode: "create" } | { mode: "edit"; item: ObjectWithStats } | null;

/** The objects list of /obyects: filters, table with buildings, forms, archive and history. */
export function ObjectsPanel({ params, onParams, canEdit, canArchive }: ObjectsPanelProps) {
  const { t } = useTranslation("objects");
  const navigate = useNavigate();
  const list = useObjects(params);
  const buildings = useCachedList<Building[]>("buildings");
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<ObjectWithStats | null>(null);
  const [historyOf, setHistoryOf] = useState<ObjectWithStats | null>(null);

  const byObject = useMemo(() => {
    const map = new Map<number, Building[]>();
    for (const b of buildings.data ?? []) map.set(b.objectId, [...(map.get(b.objectId) ?? []), b]);
    return map;
  }, [buildings.data]);
  const buildingsOf = useCallback(
    (objectId: number) => (buildings.data ? (byObject.get(objectId) ?? []) : undefined),
    [buildings.data, byObject],
  );

  const actions = canEdit && (
    <>
      <Button icon={<PlusOutlined />} onClick={() => navigate("/info_add")}>
        {t("addBuilding")}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })}>
        {t("add")}
      </Button>
    </>
  );

  return (
    <section className="obj-panel" aria-busy={list.isFetching}>
      <ObjectsToolbar
        q={params.q}
        archived={params.archived}
        onSearch={(q) => onParams({ q, page: 1 })}
        onArchived={(archived) => onParams({ archived, page: 1 })}
        actions={actions}
      />
      {list.isError && (
        <LoadFailed
          className="obj-alert"
          title={t("loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {buildings.failed && !buildings.data && (
        <Alert type="warning" showIcon className="obj-alert" title={t("buildings.loadFailed")} />
      )}
      <ObjectsTable
        data={list.data}
        loading={list.isFetching}
        params={params}
        onParams={onParams}
        buildingsOf={buildingsOf}
        canEdit={canEdit}
        canArchive={canArchive}
        onEdit={(item) => setEditing({ mode: "edit", item })}
        onArchive={setArchiving}
        onHistory={setHistoryOf}
      />
      {editing && (
        <ObjectFormModal
          object={editing.mode === "edit" ? editing.item : null}
          onClose={() => setEditing(null)}
        />
      )}
      {archiving && <ArchiveObjectModal object={archiving} onClose={() => setArchiving(null)} />}
      <ObjectHistory object={historyOf} onClose={() => setHistoryOf(null)} />
    </section>
  );
}

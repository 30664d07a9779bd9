import type { HandoverDefectRow } from "@makon/shared";
import { App, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { LoadFailed } from "../../../../lib/ui/load-failed";
import { useExportHandover, useHandoverList } from "../../api/use-handover-list";
import { useCloseAppointment } from "../../api/use-handover-mutations";
import { type HandoverParams, hasFilters } from "../../list-params";
import type { ActTarget } from "../act/act-form";
import { AppointmentModal, type AppointmentTarget } from "../appointment-modal";
import { FixDefectModal } from "../fix-defect-modal";
import { PermitModal } from "../permit-modal";
import { useHandoverRights } from "../use-handover-rights";
import { AppointmentsTable } from "./appointments-table";
import { DefectsTable } from "./defects-table";
import { HandedTable } from "./handed-table";
import { ListToolbar } from "./list-toolbar";
import { ReadyTable } from "./ready-table";
import type { DealRow } from "./table-parts";

interface ListTabProps {
  params: HandoverParams;
  onParamsChange: (change: Partial<HandoverParams>) => void;
  onOpenAct: (id: number) => void;
  onMakeAct: (target: ActTarget) => void;
}

const targetOf = (row: DealRow): ActTarget => ({
  contractId: row.contractId,
  contractNumber: row.contractNumber,
  clientName: row.clientName,
});

/** One list tab: its views and filters, its table and the dialogs its rows open. */
export function ListTab({ params, onParamsChange, onOpenAct, onMakeAct }: ListTabProps) {
  const { t } = useTranslation("handover");
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const rights = useHandoverRights();
  const list = useHandoverList(params);
  const exporter = useExportHandover();
  const closer = useCloseAppointment();
  const [scheduling, setScheduling] = useState<AppointmentTarget | null>(null);
  const [permitting, setPermitting] = useState<DealRow | null>(null);
  const [fixing, setFixing] = useState<HandoverDefectRow | null>(null);

  const change = (patch: Partial<HandoverParams>) => onParamsChange({ ...patch, page: 1 });
  const exportExcel = () =>
    exporter.mutate(
      { params, fallbackName: t("common.exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  const closeAppointment = (id: number, status: "no_show" | "cancelled") => {
    let note = "";
    modal.confirm({
      title: status === "no_show" ? t("appointment.noShowTitle") : t("appointment.cancelTitle"),
      content: (
        <Input.TextArea
          aria-label={t("appointment.closeNote")}
          placeholder={t("appointment.closeNote")}
          rows={2}
          maxLength={500}
          onChange={(e) => {
            note = e.target.value;
          }}
        />
      ),
      okText: status === "no_show" ? t("row.noShow") : t("row.cancel"),
      okButtonProps: { danger: status === "cancelled" },
      cancelText: t("common.close"),
      onOk: () =>
        closer
          .mutateAsync({ id, body: { status, note: note.trim() || null } })
          .then(
            () =>
              void message.success(
                status === "no_show" ? t("appointment.noShowDone") : t("appointment.cancelDone"),
              ),
          )
          .catch((error: unknown) => void message.error(errorText(error))),
    });
  };

  const data = list.data?.tab === params.tab ? list.data : undefined;
  const loading = list.isFetching;
  const emptyText = hasFilters(params)
    ? t("common.emptyFiltered")
    : t(`empty.${params.tab === "ready" ? (params.view === "unpaid" ? "unpaid" : "eligible") : params.tab}`);
  const common = { loading, params, onParamsChange, emptyText };

  let table: React.ReactNode = null;
  if (params.tab === "ready")
    table = (
      <ReadyTable
        {...common}
        page={data?.tab === "ready" ? data : undefined}
        actions={{
          work: rights.work,
          permit: rights.permit,
          linked: rights.contracts,
          onSchedule: (row) => setScheduling({ ...targetOf(row), rescheduleId: row.appointmentId }),
          onMakeAct: (row) => onMakeAct(targetOf(row)),
          onPermit: setPermitting,
        }}
      />
    );
  else if (params.tab === "appointments")
    table = (
      <AppointmentsTable
        {...common}
        page={data?.tab === "appointments" ? data : undefined}
        actions={{
          work: rights.work,
          linked: rights.contracts,
          onReschedule: (row) => setScheduling({ ...targetOf(row), rescheduleId: row.id }),
          onClose: (row, status) => closeAppointment(row.id, status),
          onMakeAct: (row) => onMakeAct(targetOf(row)),
        }}
      />
    );
  else if (params.tab === "handed")
    table = (
      <HandedTable {...common} page={data?.tab === "handed" ? data : undefined} onOpenAct={onOpenAct} />
    );
  else
    table = (
      <DefectsTable
        {...common}
        page={data?.tab === "defects" ? data : undefined}
        work={rights.work}
        onFix={setFixing}
        onOpenAct={onOpenAct}
      />
    );

  return (
    <div className="ho-tab" aria-busy={loading}>
      <ListToolbar
        params={params}
        onChange={change}
        onExport={rights.export ? exportExcel : null}
        exporting={exporter.isPending}
      />
      {list.isError && !data ? (
        <LoadFailed title={t("common.loadFailed")} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        table
      )}
      {scheduling && <AppointmentModal target={scheduling} onClose={() => setScheduling(null)} />}
      {permitting && (
        <PermitModal
          contractId={permitting.contractId}
          contractNumber={permitting.contractNumber}
          onClose={() => setPermitting(null)}
        />
      )}
      {fixing && (
        <FixDefectModal
          actId={fixing.handoverId}
          defectId={fixing.id}
          item={fixing.item}
          onClose={() => setFixing(null)}
        />
      )}
    </div>
  );
}

import { DownloadOutlined, PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import type { Employee } from "@makon/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_LIST_PARAMS,
  EmployeeFormDrawer,
  type EmployeeFormMode,
  EmployeeHistory,
  type EmployeeListParams,
  EmployeesTable,
  EmployeesToolbar,
  SessionsModal,
  useEmployee,
  useEmployees,
  useExportEmployees,
} from "../../features/employees";
import { useSections } from "../../features/sections";
import { useErrorText } from "../../lib/api";
import { currentUserKey, useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import { useDialog } from "../use-dialog";
import "./employees.css";

interface FormTarget {
  mode: EmployeeFormMode;
  employee: Employee | null;
}

/** /add_employee — staff, their rights and sessions; read-only without user_manage. */
export default function EmployeesPage() {
  const { t } = useTranslation("employees");
  const { t: tp } = useTranslation("pages");
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { data: sections = [] } = useSections();
  const [params, setParams] = useState<EmployeeListParams>(DEFAULT_LIST_PARAMS);
  const form = useDialog<FormTarget>();
  const sessions = useDialog<Employee>();
  const history = useDialog<Employee>();
  const list = useEmployees(params);
  const exporter = useExportEmployees();

  const canManage = user?.dostup.includes("user_manage") ?? false;
  const canExport = user?.dostup.includes("export_excel") ?? false;
  // One's own record says what one may grant (record scopes are not in the profile).
  const me = useEmployee(canManage && user ? user.id : null);
  const actor = canManage ? (me.data ?? null) : null;

  const changeFilters = useCallback(
    (filters: Pick<EmployeeListParams, "q" | "active" | "role" | "sectionId">) =>
      setParams((current) => ({ ...current, ...filters, page: 1 })),
    [],
  );

  const saved = (employee: Employee) => {
    form.hide();
    // One's own rights changed: the menu and the page guard follow at once.
    if (employee.id === user?.id) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };

  const exportExcel = () =>
    exporter.mutate(
      { params, fallbackName: t("exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  if (!user) return null;

  return (
    <>
      <PageHeader
        title={tp("titles.add_employee")}
        extra={
          <>
            {canExport && (
              <Button icon={<DownloadOutlined />} onClick={exportExcel} loading={exporter.isPending}>
                {t("export")}
              </Button>
            )}
            {canManage && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={!actor}
                onClick={() => form.show({ mode: "create", employee: null })}
              >
                {t("add")}
              </Button>
            )}
          </>
        }
      />
      {!canManage && (
        <Alert type="info" showIcon title={t("readOnlyNote")} className="employees-readonly-note" />
      )}
      <section className="employees-panel" aria-label={tp("titles.add_employee")}>
        <EmployeesToolbar
          filters={{ q: params.q, active: params.active, role: params.role, sectionId: params.sectionId }}
          sections={sections}
          onChange={changeFilters}
        />
        {list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            title={t("loadFailed")}
            description={errorText(list.error)}
            action={
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {tc("refresh")}
              </Button>
            }
          />
        ) : (
          <EmployeesTable
            page={list.data}
            loading={list.isFetching}
            params={params}
            onParamsChange={setParams}
            canManage={canManage}
            actor={actor}
            onOpen={(employee) => form.show({ mode: canManage ? "edit" : "view", employee })}
            onSessions={sessions.show}
            onHistory={history.show}
          />
        )}
      </section>
      <EmployeeFormDrawer
        open={form.open}
        mode={form.value?.mode ?? "create"}
        employee={form.value?.employee ?? null}
        currentUserId={user.id}
        actor={actor}
        sections={sections}
        onClose={form.hide}
        onSaved={saved}
      />
      <SessionsModal
        open={sessions.open}
        employee={sessions.value}
        currentUserId={user.id}
        onClose={sessions.hide}
      />
      <EmployeeHistory open={history.open} employee={history.value} onClose={history.hide} />
    </>
  );
}

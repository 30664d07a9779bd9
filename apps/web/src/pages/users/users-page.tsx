import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import type { User } from "@makon/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSections } from "../../features/sections";
import {
  DEFAULT_LIST_PARAMS,
  prefetchUsers,
  SessionsModal,
  UserFormDrawer,
  type UserFormMode,
  UserHistory,
  type UserListParams,
  UsersTable,
  UsersToolbar,
  useExportUsers,
  useUser,
  useUsers,
} from "../../features/users";
import { useErrorText } from "../../lib/api";
import { currentUserKey, useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenData } from "../screen-props";
import { useDialog } from "../use-dialog";

export const screenData: ScreenData = ({ client, user }) => prefetchUsers(client, user);

import "./users.css";
import { LoadFailed } from "../../lib/ui/load-failed";

interface FormTarget {
  mode: UserFormMode;
  user: User | null;
}

/** /add_employee — staff, their rights and sessions; read-only without user_manage. */
export default function UsersPage() {
  const { t } = useTranslation("users");
  const { t: tp } = useTranslation("pages");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { data: signedIn } = useCurrentUser();
  const { data: sections = [] } = useSections();
  const [params, setParams] = useState<UserListParams>(DEFAULT_LIST_PARAMS);
  const form = useDialog<FormTarget>();
  const sessions = useDialog<User>();
  const history = useDialog<User>();
  const list = useUsers(params);
  const exporter = useExportUsers();

  const canManage = signedIn?.dostup.includes("user_manage") ?? false;
  const canExport = signedIn?.dostup.includes("export_excel") ?? false;
  // One's own record says what one may grant (record scopes are not in the profile).
  const me = useUser(canManage && signedIn ? signedIn.id : null);
  const actor = canManage ? (me.data ?? null) : null;

  const changeFilters = useCallback(
    (filters: Partial<Pick<UserListParams, "q" | "active" | "role" | "sectionId">>) =>
      setParams((current) => ({ ...current, ...filters, page: 1 })),
    [],
  );

  const saved = (user: User) => {
    form.hide();
    // One's own rights changed: the menu and the page guard follow at once.
    if (user.id === signedIn?.id) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };

  const exportExcel = () =>
    exporter.mutate(
      { params, fallbackName: t("exportFile") },
      { onError: (error) => void message.error(errorText(error)) },
    );

  if (!signedIn) return null;

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
                onClick={() => form.show({ mode: "create", user: null })}
              >
                {t("add")}
              </Button>
            )}
          </>
        }
      />
      {!canManage && <Alert type="info" showIcon title={t("readOnlyNote")} className="users-readonly-note" />}
      <section className="users-panel" aria-label={tp("titles.add_employee")}>
        <UsersToolbar
          filters={{ q: params.q, active: params.active, role: params.role, sectionId: params.sectionId }}
          sections={sections}
          onChange={changeFilters}
        />
        {list.isError && !list.data ? (
          <LoadFailed title={t("loadFailed")} error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <UsersTable
            page={list.data}
            loading={list.isFetching}
            params={params}
            onParamsChange={(change) => setParams((current) => ({ ...current, ...change }))}
            canManage={canManage}
            actor={actor}
            onOpen={(user) => form.show({ mode: canManage ? "edit" : "view", user })}
            onSessions={sessions.show}
            onHistory={history.show}
          />
        )}
      </section>
      <UserFormDrawer
        open={form.open}
        mode={form.value?.mode ?? "create"}
        user={form.value?.user ?? null}
        currentUserId={signedIn.id}
        actor={actor}
        sections={sections}
        onClose={form.hide}
        onSaved={saved}
      />
      <SessionsModal
        open={sessions.open}
        user={sessions.value}
        currentUserId={signedIn.id}
        onClose={sessions.hide}
      />
      <UserHistory open={history.open} user={history.value} onClose={history.hide} />
    </>
  );
}

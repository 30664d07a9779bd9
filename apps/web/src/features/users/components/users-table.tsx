import { EditOutlined, EyeOutlined, HistoryOutlined, LaptopOutlined } from "@ant-design/icons";
import { formatPhone, type User, type UserPage } from "@makon/shared";
import { Badge, Button, Space, type TableProps, Tag, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { PagedTable, sortableColumn } from "../../../lib/ui/list-table";
import { useMediaQuery } from "../../../lib/ui/use-media-query";
import { PAGE_SIZES, type SortField, type UserListParams, userSorts } from "../list-params";
import { outranks } from "../rights";

interface UsersTableProps {
  page: UserPage | undefined;
  loading: boolean;
  params: UserListParams;
  onParamsChange: (change: Partial<UserListParams>) => void;
  /** With user_manage: edit and sessions; without: view only. */
  canManage: boolean;
  /** The manager's own record: a user holding more than they do can only be viewed. */
  actor: User | null;
  onOpen: (user: User) => void;
  onSessions: (user: User) => void;
  onHistory: (user: User) => void;
}

/** The server-paged, server-sorted users table. */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation("users");
  const { page, loading, params, onParamsChange, canManage } = props;
  // Below the side menu's breakpoint the actions are icons (named by tooltip and aria-label),
  // so the fixed column leaves room for the data.
  const compact = !useMediaQuery(WIDE_QUERY);

  const sortable = (field: SortField) => sortableColumn(userSorts, params.sort, field);

  const columns: TableProps<User>["columns"] = [
    {
      key: "name",
      dataIndex: "name",
      title: t("columns.name"),
      width: 180,
      ...sortable("name"),
      render: (name: string) => <span className="user-name">{name}</span>,
    },
    {
      key: "phone",
      dataIndex: "phone",
      title: t("columns.phone"),
      width: 130,
      ...sortable("phone"),
      render: (phone: string) => <span className="nowrap tabular">{formatPhone(phone)}</span>,
    },
    { key: "role", dataIndex: "role", title: t("columns.role") },
    {
      key: "section",
      dataIndex: "sectionName",
      title: t("columns.section"),
      render: (name: string | null) => name ?? "—",
    },
    {
      key: "active",
      dataIndex: "active",
      title: t("columns.status"),
      // Room for "Kirish bloklangan" under the state when wrong passwords keep the user out.
      width: 140,
      render: (active: boolean, user) => (
        <div className="user-status">
          {active ? <Tag color="green">{t("status.active")}</Tag> : <Tag>{t("status.inactive")}</Tag>}
          <BlockedTag until={user.signInBlockedUntil} />
        </div>
      ),
    },
    {
      key: "lastLoginAt",
      dataIndex: "lastLoginAt",
      title: t("columns.lastLogin"),
      width: 140,
      ...sortable("lastLoginAt"),
      render: (at: string | null) => <span className="nowrap tabular">{formatDateTime(at) || "—"}</span>,
    },
    {
      key: "actions",
      title: t("columns.actions"),
      fixed: "end",
      width: compact ? (canManage ? 124 : 88) : canManage ? 280 : 180,
      render: (_, user) => {
        const manages = canManage && props.actor !== null && !outranks(user, props.actor);
        return (
          // Longer words (Russian) wrap to a second line rather than push the table past its box.
          <Space size={0} wrap>
            <RowAction
              compact={compact}
              label={manages ? t("actions.edit") : t("actions.view")}
              icon={manages ? <EditOutlined /> : <EyeOutlined />}
              onClick={() => props.onOpen(user)}
            />
            {manages && (
              <RowAction
                compact={compact}
                label={t("actions.sessions")}
                icon={
                  // The live-session count sits on the icon, so the column keeps its width.
                  <Badge count={user.activeSessions} size="small" color="#0f5e54" offset={[2, -2]}>
                    <LaptopOutlined />
                  </Badge>
                }
                onClick={() => props.onSessions(user)}
              />
            )}
            <RowAction
              compact={compact}
              label={t("actions.history")}
              icon={<HistoryOutlined />}
              onClick={() => props.onHistory(user)}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <PagedTable<User, typeof params.sort>
      columns={columns}
      page={page}
      loading={loading}
      params={params}
      onParamsChange={onParamsChange}
      sorts={userSorts}
      sizes={PAGE_SIZES}
      size="middle"
      // Fits beside the open menu at 1440 px; narrower screens scroll the table sideways.
      scroll={{ x: compact ? 936 : 1040 }}
      emptyText={t("empty")}
      plainEmpty
      totalWords={{ exact: (count) => t("total", { count }), more: (n) => t("totalMore", { n }) }}
      className="users-table"
      rowClassName={(e) => (e.active ? "" : "user-row-inactive")}
    />
  );
}

const WIDE_QUERY = "(min-width: 992px)";

/** Wrong passwords keep the user out for now: said in the list, with until when. */
function BlockedTag({ until }: { until: string | null }) {
  const { t } = useTranslation("users");
  if (!until || Date.parse(until) <= Date.now()) return null;
  return (
    <Tooltip title={t("blocked.tagTitle", { time: formatDateTime(until) })}>
      <Tag color="red" className="user-blocked-tag">
        {t("blocked.tag")}
      </Tag>
    </Tooltip>
  );
}

interface RowActionProps {
  compact: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** A row's action: icon and text, or the icon alone with the text as tooltip and name. */
function RowAction({ compact, label, icon, onClick }: RowActionProps) {
  if (!compact) {
    return (
      <Button size="small" type="link" icon={icon} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <Button size="small" type="link" icon={icon} onClick={onClick} aria-label={label} />
    </Tooltip>
  );
}

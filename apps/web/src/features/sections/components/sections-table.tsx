import { DeleteOutlined, EditOutlined, HistoryOutlined } from "@ant-design/icons";
import type { Section } from "@makon/shared";
import { Button, Popconfirm, Space, Table, type TableProps, Tooltip, Typography } from "antd";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery } from "../../../lib/ui/use-media-query";
import { pathKey } from "../section-form";
import { SectionIcon } from "./section-icon";

interface SectionsTableProps {
  sections: Section[];
  loading: boolean;
  /** With section_edit: edit and delete. */
  canEdit: boolean;
  pageTitle: (path: string) => string;
  emptyText: string;
  deleting: number | null;
  onEdit: (section: Section) => void;
  onDelete: (section: Section) => void;
  onHistory: (section: Section) => void;
}

/** The menu's sections in menu order, with their icon, page and actions. */
export function SectionsTable(props: SectionsTableProps) {
  const { t } = useTranslation("sections");
  const { canEdit } = props;
  // Below the side menu's breakpoint the actions are icons named by tooltip and aria-label.
  const compact = !useMediaQuery("(min-width: 992px)");

  const columns: TableProps<Section>["columns"] = [
    { key: "order", dataIndex: "order", title: t("columns.order"), width: 90, className: "tabular" },
    {
      key: "icon",
      dataIndex: "icon",
      title: t("columns.icon"),
      width: 80,
      render: (icon: string) => (
        <span className="section-icon-preview" aria-hidden>
          <SectionIcon name={icon} />
        </span>
      ),
    },
    {
      key: "name",
      dataIndex: "name",
      title: t("columns.name"),
      render: (name: string) => <span className="section-name">{name}</span>,
    },
    {
      key: "path",
      dataIndex: "path",
      title: t("columns.path"),
      render: (path: string) => (
        <span className="section-path">
          <span>{props.pageTitle(pathKey(path))}</span>
          <Typography.Text type="secondary" code>
            /{pathKey(path)}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: "actions",
      title: t("columns.actions"),
      fixed: "end",
      width: compact ? (canEdit ? 124 : 56) : canEdit ? 320 : 110,
      render: (_, section) => (
        <Space size={compact ? 0 : 4} wrap={false}>
          {canEdit &&
            hint(
              compact,
              t("actions.edit"),
              <Button
                size="small"
                type="link"
                icon={<EditOutlined />}
                onClick={() => props.onEdit(section)}
                {...labelled(compact, t("actions.edit"))}
              />,
            )}
          {canEdit && (
            <Popconfirm
              title={t("deleteConfirm")}
              description={t("deleteConfirmText")}
              okText={t("yes")}
              cancelText={t("no")}
              okButtonProps={{ danger: true }}
              onConfirm={() => props.onDelete(section)}
            >
              {hint(
                compact,
                t("actions.delete"),
                <Button
                  size="small"
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  loading={props.deleting === section.id}
                  {...labelled(compact, t("actions.delete"))}
                />,
              )}
            </Popconfirm>
          )}
          {hint(
            compact,
            t("actions.history"),
            <Button
              size="small"
              type="link"
              icon={<HistoryOutlined />}
              onClick={() => props.onHistory(section)}
              {...labelled(compact, t("actions.history"))}
            />,
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<Section>
      rowKey="id"
      columns={columns}
      dataSource={props.sections}
      loading={props.loading}
      pagination={false}
      scroll={{ x: compact ? 640 : 860 }}
      locale={{ emptyText: props.emptyText }}
      className="sections-table"
    />
  );
}

/** The text of an action button, or (compact) its accessible name only. */
function labelled(compact: boolean, label: string) {
  return compact ? { "aria-label": label } : { children: label };
}

/**
 * A tooltip naming an icon-only action; the plain button when its text is shown. A function,
 * not a component: a Popconfirm around it must get the Button (or Tooltip) itself as its child.
 */
function hint(compact: boolean, label: string, button: ReactElement): ReactElement {
  return compact ? <Tooltip title={label}>{button}</Tooltip> : button;
}

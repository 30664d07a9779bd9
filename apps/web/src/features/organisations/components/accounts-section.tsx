import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from "@ant-design/icons";
import type { Bank, OrganisationDetail } from "@makon/shared";
import {
  App,
  Button,
  Empty,
  Popconfirm,
  Space,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import type { OrganisationAccount } from "../account-form";
import { useDeleteAccount } from "../api/use-delete-account";
import { useUpdateAccount } from "../api/use-update-account";
import { groupAccountNumber } from "../organisation-format";
import { AccountFormModal } from "./account-form-modal";
import "../organisations.css";

interface AccountsSectionProps {
  organisation: OrganisationDetail;
  /** organisation_edit: add, edit, make primary, delete. */
  canEdit: boolean;
  /** GET /api/bank/all, for the bank select. */
  banks: readonly Bank[];
  banksLoading: boolean;
}

type Editing = { account: OrganisationAccount | null } | null;

/** The organisation's bank accounts with their actions. */
export function AccountsSection({ organisation, canEdit, banks, banksLoading }: AccountsSectionProps) {
  const { t } = useTranslation("organisations");
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const busyId =
    (update.isPending ? update.variables?.accountId : undefined) ??
    (remove.isPending ? remove.variables?.accountId : undefined);

  const makePrimary = (account: OrganisationAccount) =>
    update.mutate(
      { organisationId: organisation.id, accountId: account.id, body: { primary: true } },
      {
        onSuccess: () => void message.success(t("accounts.madePrimary")),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  const deleteAccount = (account: OrganisationAccount) =>
    remove.mutate(
      { organisationId: organisation.id, accountId: account.id },
      {
        onSuccess: () => notify("data_delete"),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  const iconButton = (label: string, icon: ReactNode, onClick?: () => void, danger = false) => (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        onClick={onClick}
        danger={danger}
        disabled={busyId !== undefined}
      />
    </Tooltip>
  );

  const columns: TableProps<OrganisationAccount>["columns"] = [
    { key: "bank", title: t("accounts.bank"), dataIndex: "bankName" },
    {
      key: "accountNumber",
      title: t("accounts.accountNumber"),
      dataIndex: "accountNumber",
      width: 260,
      render: (value: string) => <span className="org-account-number">{groupAccountNumber(value)}</span>,
    },
    {
      key: "mfo",
      title: t("accounts.mfo"),
      dataIndex: "mfo",
      width: 90,
      render: (value: string) => <span className="org-number">{value}</span>,
    },
    {
      key: "primary",
      title: t("accounts.primary"),
      dataIndex: "primary",
      width: 100,
      render: (primary: boolean) =>
        primary ? (
          <Tag color="green" className="org-tag">
            {t("accounts.primaryTag")}
          </Tag>
        ) : null,
    },
  ];
  if (canEdit) {
    columns.push({
      key: "actions",
      title: t("accounts.actions"),
      fixed: "right",
      width: 120,
      render: (_, account) => (
        <Space size={2}>
          {iconButton(t("accounts.edit"), <EditOutlined />, () => setEditing({ account }))}
          {!account.primary &&
            iconButton(t("accounts.makePrimary"), <StarOutlined />, () => makePrimary(account))}
          <Popconfirm
            title={t("accounts.deleteConfirm")}
            okText={t("yes")}
            cancelText={t("no")}
            okButtonProps={{ danger: true }}
            onConfirm={() => deleteAccount(account)}
          >
            {iconButton(t("accounts.delete"), <DeleteOutlined />, undefined, true)}
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <section aria-labelledby="org-accounts-title">
      <div className="org-section-title">
        <Typography.Title level={4} id="org-accounts-title">
          {t("accounts.title")}
        </Typography.Title>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ account: null })}>
            {t("accounts.add")}
          </Button>
        )}
      </div>
      <Table<OrganisationAccount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={organisation.accounts}
        pagination={false}
        scroll={{ x: 680 }}
        loading={busyId !== undefined}
        locale={{ emptyText: <Empty description={t("accounts.empty")} /> }}
      />
      {editing && (
        <AccountFormModal
          organisationId={organisation.id}
          account={editing.account}
          firstAccount={organisation.accounts.length === 0}
          banks={banks}
          banksLoading={banksLoading}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

import {
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  RollbackOutlined,
  StopOutlined,
  UnlockOutlined,
  UserSwitchOutlined,
} from "@ant-design/icons";
import type { ClientCard } from "@makon/shared";
import { App, Button, Tooltip, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { type ClientAction, useClientAction } from "../api/use-client-action";
import type { ClientRights } from "../use-client-rights";

/** The dialogs the buttons open; the drawer renders them. */
export type ClientDialog = "edit" | "manager" | "step" | "blacklist" | "delete" | "history";

interface ClientActionsProps {
  card: ClientCard;
  rights: ClientRights;
  onOpen: (dialog: ClientDialog) => void;
  onChanged?: () => void;
}

interface ActionButtonProps {
  label: string;
  icon: ReactNode;
  /** Why the button is disabled (no right, a contract); null when it is enabled. */
  blocked: string | null;
  onClick: () => void;
  danger?: boolean;
  loading?: boolean;
}

function ActionButton({ label, icon, blocked, onClick, danger, loading }: ActionButtonProps) {
  const button = (
    <Button icon={icon} danger={danger} disabled={blocked !== null} onClick={onClick} loading={loading}>
      {label}
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip needs a wrapper to show its reason.
  return blocked ? (
    <Tooltip title={blocked}>
      <span className="cl-blocked" data-reason={blocked}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}

/** The card's buttons, each enabled by its action key; destructive ones ask first. */
export function ClientActions({ card, rights, onOpen, onChanged }: ClientActionsProps) {
  const { t } = useTranslation("clients");
  const { modal, message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const action = useClientAction(card.id);
  const noRight = t("actions.noRight");
  const need = (right: boolean) => (right ? null : noRight);

  const confirmRun = (title: string, content: string, run: ClientAction, done: () => void, danger = false) =>
    modal.confirm({
      title,
      content,
      okText: t("actions.yes"),
      cancelText: t("actions.no"),
      okButtonProps: { danger },
      // Returning the promise keeps the dialog open with a spinner until the API answers.
      onOk: () =>
        action.mutateAsync(run).then(
          () => {
            done();
            onChanged?.();
          },
          (error: unknown) => void message.error(errorText(error)),
        ),
    });

  const history = (
    <ActionButton
      label={t("actions.history")}
      icon={<HistoryOutlined />}
      blocked={null}
      onClick={() => onOpen("history")}
    />
  );

  if (card.inBasket) {
    return (
      <div className="cl-actions" role="toolbar" aria-label={t("actions.label")}>
        <ActionButton
          label={t("actions.restore")}
          icon={<RollbackOutlined />}
          blocked={need(rights.edit)}
          loading={action.isPending}
          onClick={() =>
            confirmRun(
              t("actions.restoreConfirm"),
              t("actions.restoreHint"),
              { kind: "restore" },
              () => void message.success(t("actions.restored")),
            )
          }
        />
        <ActionButton
          label={t("actions.delete")}
          icon={<DeleteOutlined />}
          danger
          blocked={rights.remove ? (card.hasContract ? t("delete.hasContract") : null) : noRight}
          onClick={() => onOpen("delete")}
        />
        {history}
        {card.hasContract && (
          <Typography.Text type="danger" className="cl-actions-note">
            {t("delete.hasContract")}
          </Typography.Text>
        )}
      </div>
    );
  }

  return (
    <div className="cl-actions" role="toolbar" aria-label={t("actions.label")}>
      <ActionButton
        label={t("actions.edit")}
        icon={<EditOutlined />}
        blocked={need(rights.edit)}
        onClick={() => onOpen("edit")}
      />
      <ActionButton
        label={t("actions.manager")}
        icon={<UserSwitchOutlined />}
        blocked={need(rights.assign)}
        onClick={() => onOpen("manager")}
      />
      <ActionButton
        label={t("actions.step")}
        icon={<NodeIndexOutlined />}
        blocked={need(rights.edit)}
        onClick={() => onOpen("step")}
      />
      {card.blacklisted ? (
        <ActionButton
          label={t("actions.unblacklist")}
          icon={<UnlockOutlined />}
          blocked={need(rights.blacklist)}
          onClick={() =>
            confirmRun(
              t("actions.unblacklistConfirm"),
              card.blacklistReason ?? "",
              { kind: "unblacklist" },
              () => void message.success(t("actions.unblacklisted")),
            )
          }
        />
      ) : (
        <ActionButton
          label={t("actions.blacklist")}
          icon={<StopOutlined />}
          danger
          blocked={need(rights.blacklist)}
          onClick={() => onOpen("blacklist")}
        />
      )}
      <ActionButton
        label={t("actions.toBasket")}
        icon={<InboxOutlined />}
        blocked={need(rights.edit)}
        onClick={() =>
          confirmRun(t("actions.toBasketConfirm"), t("actions.toBasketHint"), { kind: "toBasket" }, () =>
            notify("data_send_basket"),
          )
        }
      />
      {history}
    </div>
  );
}

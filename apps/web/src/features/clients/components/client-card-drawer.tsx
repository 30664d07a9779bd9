import { Drawer, Result, Skeleton, Tabs, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { useClientCard } from "../api/use-client-card";
import { useClientRights } from "../use-client-rights";
import { BlacklistModal } from "./blacklist-modal";
import { BlacklistTag } from "./blacklist-tag";
import { ClientActions, type ClientDialog } from "./client-actions";
import { ClientAlerts } from "./client-alerts";
import { ClientCalls } from "./client-calls";
import { ClientDetails } from "./client-details";
import { ClientEditModal } from "./client-edit-modal";
import { ClientHistory } from "./client-history";
import { ClientNotes } from "./client-notes";
import { ClientStepTag } from "./client-step-tag";
import { ClientTimeline } from "./client-timeline";
import { ClientVisits } from "./client-visits";
import { DeleteClientModal } from "./delete-client-modal";
import { ManagerModal } from "./manager-modal";
import { MoveStepModal } from "./move-step-modal";
import "../clients.css";
import { LoadFailed } from "../../../lib/ui/load-failed";
import { useClientSmsTab } from "../../sms";

export interface ClientCardDrawerProps {
  clientId: number | null;
  onClose: () => void;
  /** Called after any change to the client, for screens that show them from another query. */
  onChanged?: () => void;
}

/** The client card: details, timeline, visits, calls, notes and the actions the user's rights allow. */
export function ClientCardDrawer({ clientId, onClose, onChanged }: ClientCardDrawerProps) {
  const { t } = useTranslation("clients");
  const rights = useClientRights();
  const query = useClientCard(clientId);
  const [dialog, setDialog] = useState<ClientDialog | null>(null);
  const closeDialog = () => setDialog(null);
  // The card outlives a close, so the drawer slides shut with its content rather than a blank.
  const card = query.data;
  // The client's SMS and opt-out, for users with a collections page or client_edit (features/sms).
  const smsTab = useClientSmsTab(card?.id ?? 0);

  let body: ReactNode = null;
  if (query.isPending && clientId !== null) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (query.isError && !card) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <Result status="404" title={t("card.notFound")} />
      ) : (
        <LoadFailed title={t("card.loadFailed")} error={query.error} onRetry={() => void query.refetch()} />
      );
  } else if (card) {
    const canChange = !card.inBasket;
    body = (
      <div className="cl-card" data-client-id={card.id}>
        <ClientAlerts card={card} />
        <ClientActions card={card} rights={rights} onOpen={setDialog} onChanged={onChanged} />
        <Tabs
          className="cl-tabs"
          items={[
            {
              key: "details",
              label: t("tabs.details"),
              // The SMS section sits under the details, not in a sixth tab: six overflow the drawer.
              children: (
                <>
                  <ClientDetails card={card} />
                  {smsTab && (
                    <section className="cl-sms">
                      <Typography.Title level={5}>{smsTab.label}</Typography.Title>
                      {smsTab.children}
                    </section>
                  )}
                </>
              ),
            },
            { key: "steps", label: t("tabs.steps"), children: <ClientTimeline steps={card.steps} /> },
            {
              key: "visits",
              label: t("tabs.visits", { count: card.visits.length }),
              children: <ClientVisits visits={card.visits} />,
            },
            {
              key: "calls",
              label: t("tabs.calls", { count: card.calls.length }),
              children: <ClientCalls calls={card.calls} />,
            },
            {
              key: "notes",
              label: t("tabs.notes", { count: card.notes.length }),
              children: <ClientNotes card={card} canAdd={rights.edit && canChange} onChanged={onChanged} />,
            },
          ]}
        />
        {dialog === "edit" && (
          <ClientEditModal
            card={card}
            withPersonal={rights.passport}
            onClose={closeDialog}
            onChanged={onChanged}
          />
        )}
        {dialog === "manager" && <ManagerModal card={card} onClose={closeDialog} onChanged={onChanged} />}
        {dialog === "step" && <MoveStepModal card={card} onClose={closeDialog} onChanged={onChanged} />}
        {dialog === "blacklist" && <BlacklistModal card={card} onClose={closeDialog} onChanged={onChanged} />}
        {dialog === "delete" && (
          <DeleteClientModal
            card={card}
            onClose={closeDialog}
            onDeleted={() => {
              closeDialog();
              onChanged?.();
              onClose();
            }}
          />
        )}
        <ClientHistory client={card} open={dialog === "history"} onClose={closeDialog} />
      </div>
    );
  }

  return (
    <Drawer
      open={clientId !== null}
      onClose={onClose}
      size="min(640px, 100vw)"
      destroyOnHidden
      className="cl-drawer"
      title={
        card ? (
          <span className="cl-drawer-title">
            <span className="cl-drawer-name">{card.fullName}</span>
            <ClientStepTag step={card.step} />
            {card.blacklisted && <BlacklistTag reason={card.blacklistReason} />}
          </span>
        ) : (
          t("card.title")
        )
      }
    >
      {body}
    </Drawer>
  );
}

import type { ClientRow } from "@makon/shared";
import { Alert } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ClientCardDrawer } from "../../features/clients";
import {
  CallQueue,
  CallWorkspace,
  type PickedClient,
  type QueueDue,
  type QueueScope,
  useIntakeRights,
  useRefreshIntake,
} from "../../features/intake";
import { PageHeader } from "../../lib/ui/page-header";

/**
 * /call_center — log incoming and outgoing calls and work the callback queue: pick a row, call,
 * log the result (a callback with its next time), and the queue moves on.
 */
export default function CallCenterPage() {
  const { t } = useTranslation("intake");
  const { t: tp } = useTranslation("pages");
  const { canCreate, canRecord } = useIntakeRights();
  const refresh = useRefreshIntake();
  const [cardId, setCardId] = useState<number | null>(null);
  // ?scope= and ?due= (the home's callback tiles open the queue with them); "mine" by default.
  const [search, setSearch] = useSearchParams();
  const scope: QueueScope = search.get("scope") === "all" ? "all" : "mine";
  const dueParam = search.get("due");
  const due = dueParam === "today" || dueParam === "overdue" ? dueParam : undefined;
  const setQueue = (next: { scope: QueueScope; due?: QueueDue | undefined }) =>
    setSearch(
      new URLSearchParams([
        ...(next.scope === "all" ? [["scope", "all"]] : []),
        ...(next.due ? [["due", next.due]] : []),
      ]),
      { replace: true },
    );
  const [picked, setPicked] = useState<PickedClient | null>(null);
  const [currentId, setCurrentId] = useState<number | null>(null);

  const pick = useCallback((client: ClientRow) => setPicked({ phone: client.phone, at: Date.now() }), []);

  return (
    <>
      <PageHeader title={tp("titles.call_center")} />
      {!canCreate && (
        <Alert type="info" showIcon title={t("readOnlyNote")} className="intake-readonly-note" />
      )}
      <div className="intake-call-grid">
        <section className="intake-panel" aria-labelledby="intake-call-title">
          <div className="intake-panel-head">
            <h2 id="intake-call-title" className="intake-panel-title">
              {t("call.finderTitle")}
            </h2>
          </div>
          <CallWorkspace
            canCreate={canCreate}
            canRecord={canRecord}
            picked={picked}
            onOpenClient={setCardId}
            onClientChange={setCurrentId}
          />
        </section>
        <CallQueue
          scope={scope}
          onScopeChange={(next) => setQueue({ scope: next, due })}
          due={due}
          onDueClear={() => setQueue({ scope })}
          selectedId={currentId}
          onPick={pick}
        />
      </div>
      <ClientCardDrawer clientId={cardId} onClose={() => setCardId(null)} onChanged={refresh} />
    </>
  );
}

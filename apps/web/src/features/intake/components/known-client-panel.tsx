import { formatPhone } from "@makon/shared";
import { Alert } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { BlacklistTag, ClientStepTag } from "../../clients";
import { type FoundClient, isWholeClient } from "../api/use-client-lookup";

interface KnownClientPanelProps {
  /** The whole row of one's own client, or the brief of someone else's. */
  client: FoundClient;
  title: string;
  /** The buttons for this client (record a visit, open the card…). */
  actions?: ReactNode;
  /** The call centre also wants the last and the next call. */
  showCalls?: boolean;
}

/**
 * A client found by phone: who they are, whose they are, and — loudly — a blacklist or the basket,
 * so the desk notices before doing anything.
 */
export function KnownClientPanel({ client, title, actions, showCalls = false }: KnownClientPanelProps) {
  const { t } = useTranslation("intake");
  const { t: tc } = useTranslation("clients");
  const whole = isWholeClient(client);
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: "phone", label: t("visits.phone"), value: formatPhone(client.phone) },
    { key: "manager", label: t("known.manager"), value: client.managerName ?? t("known.noManager") },
  ];
  if (whole)
    facts.splice(
      1,
      0,
      { key: "step", label: t("known.step"), value: <ClientStepTag step={client.step} /> },
      {
        key: "source",
        label: t("known.source"),
        value: `${tc(`sources.${client.source}`)}, ${formatDateTime(client.createdAt).slice(0, 10)}`,
      },
    );
  if (whole && showCalls) {
    const result = client.lastCallResult ? ` · ${tc(`callResults.${client.lastCallResult}`)}` : "";
    facts.push(
      {
        key: "lastCall",
        label: t("call.lastCall"),
        value: client.lastCallAt ? `${formatDateTime(client.lastCallAt)}${result}` : "—",
      },
      { key: "nextCall", label: t("call.nextCall"), value: formatDateTime(client.nextCallAt) || "—" },
    );
  }
  return (
    <section
      className={`intake-known${client.blacklisted ? " intake-known-blacklisted" : ""}`}
      aria-label={title}
      data-testid="known-client"
    >
      {client.blacklisted && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="intake-blacklist-alert"
          title={t("known.blacklisted")}
          description={
            whole && client.blacklistReason
              ? t("known.blacklistReason", { reason: client.blacklistReason })
              : t("known.noReason")
          }
        />
      )}
      {client.inBasket && <Alert type="warning" showIcon title={t("known.inBasket")} />}
      {!whole && <Alert type="info" showIcon title={t("known.foreign")} data-testid="known-foreign" />}
      <div className="intake-known-head">
        <span className="intake-known-title">{title}</span>
        <span className="intake-known-name">{client.fullName}</span>
        {client.blacklisted && <BlacklistTag reason={whole ? client.blacklistReason : null} />}
      </div>
      <dl className="intake-known-facts">
        {facts.map((f) => (
          <div key={f.key} className="intake-known-fact">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="intake-known-actions">{actions}</div>}
    </section>
  );
}

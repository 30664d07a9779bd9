import { type ClientRow, formatPhone } from "@makon/shared";
import { Alert } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";
import { BlacklistTag, ClientStepTag } from "../../clients";

interface KnownClientPanelProps {
  client: ClientRow;
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
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: "phone", label: t("visits.phone"), value: formatPhone(client.phone) },
    { key: "step", label: t("known.step"), value: <ClientStepTag step={client.step} /> },
    { key: "manager", label: t("known.manager"), value: client.managerName ?? t("known.noManager") },
    {
      key: "source",
      label: t("known.source"),
      value: `${tc(`sources.${client.source}`)}, ${formatDateTime(client.createdAt).slice(0, 10)}`,
    },
  ];
  if (showCalls) {
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
            client.blacklistReason
              ? t("known.blacklistReason", { reason: client.blacklistReason })
              : t("known.noReason")
          }
        />
      )}
      {client.inBasket && <Alert type="warning" showIcon title={t("known.inBasket")} />}
      <div className="intake-known-head">
        <span className="intake-known-title">{title}</span>
        <span className="intake-known-name">{client.fullName}</span>
        {client.blacklisted && <BlacklistTag reason={client.blacklistReason} />}
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

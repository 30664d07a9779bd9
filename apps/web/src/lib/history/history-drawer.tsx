import type { AuditEntry } from "@makon/shared";
import { Alert, Drawer, Empty, Skeleton, Timeline, type TimelineProps } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../api";
import { formatDateTime } from "./format-date-time";
import { useHistoryPresenter } from "./present";
import { useHistory } from "./use-history";

const ACTION_COLORS: Record<string, string> = {
  create: "green",
  delete: "red",
  archive: "gray",
  restore: "green",
  sold: "green",
  concluded: "green",
  refuse: "red",
  cancel: "red",
  refund: "orange",
};

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** GET …/{id}/history; null while nothing is chosen. */
  url: string | null;
  title: string;
}

// Inline styles: a stylesheet import would make this module a side effect of every chunk that
// imports lib/history, pulling the drawer into screens (and the shell) that never open it.
const MUTED = "#6b7a78";
const STYLES = {
  entry: { minWidth: 0 },
  head: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "baseline",
    justifyContent: "space-between",
    gap: "4px 12px",
  },
  action: { fontWeight: 600, color: "#10231f" },
  time: { color: MUTED, fontSize: 12, fontVariantNumeric: "tabular-nums" },
  user: { color: MUTED, fontSize: 13 },
  changes: {
    listStyle: "none",
    margin: "6px 0 0",
    padding: "8px 10px",
    background: "#f7f9fa",
    borderRadius: 6,
    fontSize: 13,
    overflowWrap: "anywhere",
  },
  change: { marginTop: 2 },
  field: { color: MUTED },
  old: { color: "#8c8c8c", textDecoration: "line-through" },
  new: { color: "#10231f" },
} satisfies Record<string, CSSProperties>;

/** A record's "Tarix": who changed what and when, newest first, with each field's old → new value. */
export function HistoryDrawer({ open, onClose, url, title }: HistoryDrawerProps) {
  const { t } = useTranslation("history");
  const errorText = useErrorText();
  const query = useHistory(url, open);
  const present = useHistoryPresenter();

  const item = (entry: AuditEntry): NonNullable<TimelineProps["items"]>[number] => {
    const changes = present.changes(entry);
    return {
      key: entry.id,
      color: ACTION_COLORS[entry.action] ?? "blue",
      content: (
        <article className="history-entry" data-testid="history-entry" style={STYLES.entry}>
          <div className="history-entry-head" style={STYLES.head}>
            <span className="history-entry-action" style={STYLES.action}>
              {present.action(entry)}
            </span>
            <time dateTime={entry.at} className="history-entry-time" style={STYLES.time}>
              {formatDateTime(entry.at)}
            </time>
          </div>
          <div className="history-entry-user" style={STYLES.user}>
            {entry.userName ?? t("system")}
          </div>
          {changes.length > 0 && (
            <ul className="history-changes" style={STYLES.changes}>
              {changes.map((change) => (
                <li key={change.field} style={STYLES.change}>
                  <span className="history-field" style={STYLES.field}>
                    {present.label(change.field)}:
                  </span>{" "}
                  {/* A creation shows the new values only, a deletion the old ones only. */}
                  {entry.before !== null && (
                    <span className="history-old" style={entry.after === null ? STYLES.new : STYLES.old}>
                      {present.value(entry, change.field, change.before)}
                    </span>
                  )}
                  {entry.before !== null && entry.after !== null && " → "}
                  {entry.after !== null && (
                    <span className="history-new" style={STYLES.new}>
                      {present.value(entry, change.field, change.after)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </article>
      ),
    };
  };

  let body: ReactNode;
  if (query.isPending && query.fetchStatus !== "idle") body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (query.isError)
    body = <Alert type="error" showIcon title={t("loadFailed")} description={errorText(query.error)} />;
  else if (!query.data || query.data.length === 0) body = <Empty description={t("empty")} />;
  else body = <Timeline items={query.data.map(item)} />;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size="min(560px, 100vw)"
      destroyOnHidden
      className="history-drawer"
    >
      <div aria-busy={query.isFetching}>{body}</div>
    </Drawer>
  );
}

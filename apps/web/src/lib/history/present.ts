import {
  type AuditEntry,
  type AuditRefKind,
  auditRefKey,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  isLanguage,
  LANGUAGE_NAMES,
} from "@makon/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatAreaM2 } from "../format-area";
import { formatMoney } from "../format-money";
import { diffEntry, type FieldChange, HIDDEN_VALUE } from "./diff-entry";
import { type FieldKind, fieldKind, HIDDEN_FIELDS } from "./fields";

/** How a history entry reads on screen: every word from the catalogues, every value formatted. */
export interface HistoryPresenter {
  /** The kind of record ("Shartnoma", "Toʻlov"). */
  entity(entity: string): string;
  /** What happened ("Toʻlov qabul qilindi"). */
  action(entry: AuditEntry): string;
  /** The record's name from the entry's refs ("№ 2026-0012", "45-xonadon (1-blok)"), or null. */
  record(entry: AuditEntry): string | null;
  /** A field's name. */
  label(field: string): string;
  /** A field's value as the screens show it. */
  value(entry: AuditEntry, field: string, value: unknown): string;
  /** The fields that changed, bookkeeping left out. */
  changes(entry: AuditEntry): FieldChange[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

const asNumber = (v: unknown): number | null => {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return null;
};

/** What the presenter needs of i18next: a translation and whether a key exists. */
export interface Catalogue {
  t(key: string, options?: Record<string, unknown>): string;
  exists(key: string): boolean;
}

const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1\u00a0");

/** The name a record's own row carries (name, full name, number, account number), or null. */
function ownName(side: unknown): string | null {
  if (!isRecord(side)) return null;
  for (const key of ["name", "fullName", "number", "accountNumber", "path"]) {
    const value = side[key];
    if (typeof value === "string" && value.trim()) {
      return key === "accountNumber" ? groupDigits(value) : value;
    }
  }
  return null;
}

/** The presenter for the current language (see fields.ts for how each field is shown). */
export function useHistoryPresenter(): HistoryPresenter {
  const { t, i18n } = useTranslation(["history", "access", "sections"]);
  return useMemo(
    () =>
      historyPresenter({
        // Keys built at run time from audit rows, checked with exists() first: the catalogue's
        // key types cannot follow them.
        t: (key, options) => String(t(key as never, options as never)),
        exists: (key) => i18n.exists(key),
      }),
    [t, i18n],
  );
}

/** The presenter over a catalogue (the hook's, or a test's). */
export function historyPresenter(catalogue: Catalogue): HistoryPresenter {
  const has = catalogue.exists;
  const tr = catalogue.t;
  const none = tr("history:none");

  // An account number reads in groups of four, as on the organisation's card.
  const refText = (kind: AuditRefKind, ref: { name: string; detail?: string }) =>
    tr(`history:refs.${kind}`, {
      name: kind === "organisation_account" ? groupDigits(ref.name) : ref.name,
      detail: ref.detail ?? "",
    });

  const refName = (kind: AuditRefKind, id: unknown, refs: AuditEntry["refs"]): string => {
    const ref = refs?.[auditRefKey(kind, String(id))];
    if (!ref) return tr("history:refs.missing", { id: String(id) });
    return refText(kind, ref);
  };

  const named = (prefix: string, key: string) => (has(`${prefix}.${key}`) ? tr(`${prefix}.${key}`) : key);

  const list = (value: unknown, one: (v: unknown) => string): string =>
    Array.isArray(value) ? (value.length ? value.map(one).join(", ") : none) : one(value);

  const plain = (value: unknown, entry?: AuditEntry): string => {
    if (value === null || value === undefined || value === "") return none;
    if (value === HIDDEN_VALUE) return tr("history:hidden");
    if (typeof value === "boolean") return tr(value ? "history:yes" : "history:no");
    if (typeof value === "number") return formatNumber(value, 2);
    if (Array.isArray(value)) return list(value, (v) => plain(v, entry));
    if (isRecord(value)) return nested(value, entry);
    return String(value);
  };

  /** A nested object (a price change's selection, a recorded call): each field by its name and value. */
  function nested(value: Record<string, unknown>, entry: AuditEntry | undefined): string {
    const percent = value.mode === "percent";
    return Object.entries(value)
      .filter(
        ([field, v]) =>
          !HIDDEN_FIELDS.has(field) && v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0),
      )
      .map(([field, v]) => {
        const shown =
          field === "value" && asNumber(v) !== null
            ? percent
              ? tr("history:values.percent", { value: formatNumber(asNumber(v) ?? 0, 2) })
              : formatMoney(asNumber(v) ?? 0)
            : show(entry, "", field, v);
        return `${label(field)}: ${shown}`;
      })
      .join("; ");
  }

  function byKind(kind: FieldKind, value: unknown, entry: AuditEntry | undefined): string | undefined {
    const n = asNumber(value);
    if (typeof kind === "object") {
      if ("ref" in kind) return list(value, (id) => refName(kind.ref, id, entry?.refs));
      return list(value, (v) => (typeof v === "string" ? named(kind.enum, v) : plain(v)));
    }
    switch (kind) {
      case "money":
        return n === null ? undefined : formatMoney(n);
      case "day":
        return typeof value === "string" ? formatDate(value) || undefined : undefined;
      case "instant":
        return typeof value === "string" ? formatDateTime(value) || undefined : undefined;
      case "area":
        return n === null ? undefined : formatAreaM2(n);
      case "count":
      case "percent":
        return list(value, (v) => {
          const c = asNumber(v);
          return c === null ? plain(v) : formatNumber(c, 2);
        });
      case "phone":
      case "phones":
        return list(value, (v) => (typeof v === "string" && /^\d{9}$/.test(v) ? formatPhone(v) : plain(v)));
      case "account":
        return typeof value === "string" ? groupDigits(value) : undefined;
      case "pages":
        return list(value, (v) => named("access:pages", String(v)));
      case "actions":
        return list(value, (v) => named("access:actions", String(v)));
      case "path": {
        if (typeof value !== "string") return undefined;
        const key = value.replace(/^\/+/, "");
        return has(`access:pages.${key}`) ? `${tr(`access:pages.${key}`)} (/${key})` : value;
      }
      case "icon":
        return typeof value === "string" ? named("sections:icons", value) : undefined;
      case "file":
        return tr("history:values.fileStored");
      case "priceChanges":
        return Array.isArray(value) ? tr("history:values.priceChanges", { count: value.length }) : undefined;
      case "sessionList":
        return Array.isArray(value) ? tr("history:values.sessionList", { count: value.length }) : undefined;
      case "contractNumber":
        return typeof value === "string" ? tr("history:refs.contract", { name: value }) : undefined;
      case "selection":
        return isRecord(value) ? nested(value, entry) : undefined;
      case "language":
        return isLanguage(value) ? LANGUAGE_NAMES[value] : undefined;
    }
  }

  function show(entry: AuditEntry | undefined, entity: string, field: string, value: unknown): string {
    if (value === null || value === undefined || value === "") return none;
    if (value === HIDDEN_VALUE) return tr("history:hidden");
    const kind = fieldKind(entity, field);
    return (kind && byKind(kind, value, entry)) ?? plain(value, entry);
  }

  function label(field: string): string {
    return has(`history:fields.${field}`) ? tr(`history:fields.${field}`) : field;
  }

  return {
    entity: (entity) => (has(`history:entities.${entity}`) ? tr(`history:entities.${entity}`) : entity),
    action: (entry) => {
      const own = `history:entityActions.${entry.entity}.${entry.action}`;
      if (has(own)) return tr(own);
      return has(`history:actions.${entry.action}`) ? tr(`history:actions.${entry.action}`) : entry.action;
    },
    record: (entry) => {
      if (entry.entity === "login")
        return /^\d{9}$/.test(entry.entityId) ? formatPhone(entry.entityId) : entry.entityId;
      const ref = entry.refs?.[auditRefKey(entry.entity as AuditRefKind, entry.entityId)];
      if (ref && has(`history:refs.${entry.entity}`)) return refText(entry.entity as AuditRefKind, ref);
      // Gone since (a deleted bank, section, account): the name its own row carried.
      return ownName(entry.after) ?? ownName(entry.before);
    },
    label,
    value: (entry, field, value) => show(entry, entry.entity, field, value),
    changes: (entry) => diffEntry(entry.before, entry.after).filter((c) => !HIDDEN_FIELDS.has(c.field)),
  };
}

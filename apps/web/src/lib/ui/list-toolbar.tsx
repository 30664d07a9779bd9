import { ClearOutlined, DownloadOutlined } from "@ant-design/icons";
import { Button, Segmented } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./list-toolbar.css";

/**
 * The pieces every list screen's toolbar repeats. Each brings its own words from the common
 * catalogue, so "Menejer" reads the same on every list; the screen keeps its layout classes.
 */

// The search boxes and the selects live beside this file; screens take every piece from here.
export * from "./list-search";
export * from "./list-selects";

/** The toolbar's row; the screen's class names it for its own widths and for the e2e specs. */
export function ListToolbar({ className, children }: { className: string; children: ReactNode }) {
  return <search className={`list-toolbar ${className}`}>{children}</search>;
}

/** Whether a list shows the active rows, the archived ones or both (the address's `archived`). */
export type ArchivedFilter = "false" | "true" | "all";
const ARCHIVED: readonly ArchivedFilter[] = ["false", "true", "all"];

interface ArchivedSwitchProps {
  value: ArchivedFilter;
  onChange: (archived: ArchivedFilter) => void;
  /** The screen's words: its lists are named differently ("Arxivdagilar", "Архивные"). */
  words: (key: ArchivedFilter | "label") => string;
}

/** The active / archived / all switch. */
export function ArchivedSwitch({ value, onChange, words }: ArchivedSwitchProps) {
  return (
    <Segmented<ArchivedFilter>
      aria-label={words("label")}
      value={value}
      onChange={onChange}
      options={ARCHIVED.map((v) => ({ value: v, label: words(v) }))}
    />
  );
}

interface ResetButtonProps {
  onClick: () => void;
  /** Off while no filter is set (a list that cannot tell leaves it on). */
  disabled?: boolean;
  className?: string;
}

/** Clears every filter. */
export function ResetButton({ onClick, disabled, className }: ResetButtonProps) {
  const { t } = useTranslation();
  return (
    <Button icon={<ClearOutlined />} onClick={onClick} disabled={disabled} className={className}>
      {t("list.reset")}
    </Button>
  );
}

interface ExportButtonProps {
  onClick: () => void;
  loading: boolean;
  /** A screen whose button reads otherwise names it ("Excelga yuklash"). */
  children?: ReactNode;
  className?: string;
}

/** The list's Excel export: the filters as shown, every page. */
export function ExportButton({ onClick, loading, children, className }: ExportButtonProps) {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} onClick={onClick} loading={loading} className={className}>
      {children ?? t("list.export")}
    </Button>
  );
}

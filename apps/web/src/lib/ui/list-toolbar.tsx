import { ClearOutlined, DownloadOutlined, SearchOutlined } from "@ant-design/icons";
import { Button, Input, Segmented, Select } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { useSearchText } from "./use-search-text";
import "./list-toolbar.css";

/**
 * The pieces every list screen's toolbar repeats. Each brings its own words from the common
 * catalogue, so "Menejer" reads the same on every list; the screen keeps its layout classes.
 */

/** The toolbar's row; the screen's class names it for its own widths and for the e2e specs. */
export function ListToolbar({ className, children }: { className: string; children: ReactNode }) {
  return <search className={`list-toolbar ${className}`}>{children}</search>;
}

interface SearchBoxProps {
  /** The toolbar's search state: the toolbar also reads it (the reset, the other filters' changes). */
  search: ReturnType<typeof useSearchText>;
  /** What can be searched for, in the screen's words. */
  placeholder: string;
  className: string;
  maxLength?: number;
}

/** The free-text search, applied once typing stops (useSearchText). */
export function SearchBox({ search, placeholder, className, maxLength = 100 }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={t("list.search")}
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
      className={className}
      maxLength={maxLength}
    />
  );
}

interface SubmitSearchProps {
  /** The applied search, shown when the box first renders. */
  initial: string;
  /** The trimmed text, on Enter or the search button; "" as soon as the box is emptied. */
  onSearch: (q: string) => void;
  /** What can be searched for: the box's placeholder and its name. */
  placeholder: string;
  className: string;
  maxLength?: number;
}

/**
 * The search of a short list that asks again on Enter rather than while typing. Clearing the box
 * shows the whole list again without a second step.
 */
export function SubmitSearch({ initial, onSearch, placeholder, className, maxLength }: SubmitSearchProps) {
  const [text, setText] = useState(initial);
  return (
    <Input.Search
      className={className}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === "") onSearch("");
      }}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
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

export interface NamedOption {
  id: number;
  name: string;
}

interface PickOneProps {
  value: number | undefined;
  options: readonly NamedOption[];
  /** Cleared gives undefined: the filter leaves the address. */
  onChange: (id: number | undefined) => void;
  className: string;
  /** Typing filters the options by name (long lists). */
  searchable?: boolean;
}

/** One id out of named options (a bank), labelled and placeholdered alike in the screen's words. */
export function IdSelect(props: PickOneProps & { label: string }) {
  const { label, value, options, onChange, className, searchable = true } = props;
  return (
    <Select<number>
      aria-label={label}
      className={className}
      allowClear
      showSearch={searchable ? { optionFilterProp: "label" } : undefined}
      placeholder={label}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}

/** The manager filter. */
export function ManagerSelect(props: PickOneProps) {
  const { t } = useTranslation();
  return <IdSelect label={t("list.manager")} {...props} />;
}

/** The object (residential complex) filter. */
export function ObjectSelect(props: PickOneProps) {
  const { t } = useTranslation();
  return <IdSelect label={t("list.object")} {...props} />;
}

interface StatusesSelectProps<T extends string> {
  /** The screen's word for the filter ("Holati", "Ish holati"). */
  label: string;
  value: T[];
  options: readonly { value: T; label: string }[];
  onChange: (statuses: T[]) => void;
  className: string;
}

/** Several statuses at once; the tags collapse when the box is narrow. */
export function StatusesSelect<T extends string>(props: StatusesSelectProps<T>) {
  const { label, value, options, onChange, className } = props;
  return (
    <Select<T[]>
      mode="multiple"
      aria-label={label}
      className={className}
      allowClear
      maxTagCount="responsive"
      placeholder={label}
      value={value}
      onChange={onChange}
      options={[...options]}
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

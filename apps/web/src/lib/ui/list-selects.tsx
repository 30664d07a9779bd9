import { Select } from "antd";
import { useTranslation } from "react-i18next";

/** A list toolbar's filter selects; the common ones bring their words from the common catalogue. */

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

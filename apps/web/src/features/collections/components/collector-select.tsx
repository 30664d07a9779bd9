import { Select } from "antd";
import { useTranslation } from "react-i18next";
import type { Collector } from "../api/use-collectors";

interface CollectorSelectProps {
  collectors: readonly Collector[];
  loading: boolean;
  /** Optional: inside a Form.Item the form gives them. */
  value?: number | undefined;
  onChange?: (id: number | undefined) => void;
  id?: string;
  className?: string;
  placeholder?: string;
}

/** The collector picker: each with the open cases already on their desk, when known. */
export function CollectorSelect(props: CollectorSelectProps) {
  const { collectors, loading, value, onChange, id, className, placeholder } = props;
  const { t } = useTranslation("collections");
  return (
    <Select<number>
      id={id}
      className={className}
      aria-label={t("common.collector")}
      placeholder={placeholder ?? t("common.collectorPlaceholder")}
      showSearch={{ optionFilterProp: "label" }}
      allowClear
      loading={loading}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      notFoundContent={loading ? undefined : t("common.noCollectors")}
      options={collectors.map((c) => ({ value: c.id, label: c.name, title: c.name, open: c.open }))}
      optionRender={(option) => (
        <span className="dc-option">
          <span>{option.data.label}</span>
          {option.data.open !== null && <span className="dc-muted">{option.data.open}</span>}
        </span>
      )}
    />
  );
}

import { ClearOutlined } from "@ant-design/icons";
import { AUDIT_ENTITIES, type AuditEntity, foldSearch } from "@makon/shared";
import { Button, DatePicker, Form, Input, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUserNames } from "../api/use-user-names";
import type { AuditFilters } from "../audit-query";

type FilterValues = Pick<AuditFilters, "userId" | "entity" | "entityId" | "from" | "to">;

interface AuditFiltersBarProps {
  value: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  onReset: () => void;
}

const DAY = "YYYY-MM-DD";

/** Who, which area, which record and which days. */
export function AuditFiltersBar({ value, onChange, onReset }: AuditFiltersBarProps) {
  const { t } = useTranslation("audit");
  const { t: th } = useTranslation("history");
  const names = useUserNames();
  const [entityId, setEntityId] = useState(value.entityId);

  // A reset from outside empties the record box as well.
  useEffect(() => setEntityId(value.entityId), [value.entityId]);

  const range: [Dayjs, Dayjs] | null =
    value.from && value.to ? [dayjs(value.from, DAY), dayjs(value.to, DAY)] : null;
  const filtered =
    value.userId !== undefined ||
    value.entity !== undefined ||
    value.entityId !== "" ||
    value.from !== undefined;

  return (
    <Form layout="vertical" className="audit-filters" component="div">
      <Form.Item label={t("filters.user")} htmlFor="audit-user">
        <Select<number>
          id="audit-user"
          allowClear
          showSearch={{
            filterOption: (input, option) =>
              foldSearch(String(option?.label ?? "")).includes(foldSearch(input)),
          }}
          placeholder={t("filters.userPlaceholder")}
          loading={names.isPending}
          status={names.isError ? "warning" : undefined}
          notFoundContent={names.isError ? t("namesFailed") : undefined}
          value={value.userId}
          onChange={(userId) => onChange({ userId })}
          options={(names.data ?? []).map((user) => ({
            value: user.id,
            label: user.active ? user.name : `${user.name} (${t("filters.inactive")})`,
          }))}
        />
      </Form.Item>
      <Form.Item label={t("filters.entity")} htmlFor="audit-entity">
        <Select<AuditEntity>
          id="audit-entity"
          allowClear
          placeholder={t("filters.entityPlaceholder")}
          value={value.entity}
          onChange={(entity) => onChange({ entity })}
          options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: th(`entities.${entity}`) }))}
        />
      </Form.Item>
      <Form.Item label={t("filters.entityId")} htmlFor="audit-entity-id">
        <Input
          id="audit-entity-id"
          allowClear
          placeholder={t("filters.entityIdPlaceholder")}
          value={entityId}
          maxLength={40}
          onChange={(event) => {
            setEntityId(event.target.value);
            if (event.target.value === "") onChange({ entityId: "" });
          }}
          onBlur={() => onChange({ entityId: entityId.trim() })}
          onPressEnter={() => onChange({ entityId: entityId.trim() })}
        />
      </Form.Item>
      <Form.Item label={t("filters.dates")} htmlFor="audit-dates" className="audit-dates-item">
        <DatePicker.RangePicker
          id={{ start: "audit-dates" }}
          format="DD.MM.YYYY"
          placeholder={[t("filters.datesFrom"), t("filters.datesTo")]}
          value={range}
          onChange={(dates) =>
            onChange({
              from: dates?.[0] ? dates[0].format(DAY) : undefined,
              to: dates?.[1] ? dates[1].format(DAY) : undefined,
            })
          }
          className="audit-dates"
        />
      </Form.Item>
      <Form.Item label=" " className="audit-reset">
        <Button icon={<ClearOutlined />} onClick={onReset} disabled={!filtered}>
          {t("filters.reset")}
        </Button>
      </Form.Item>
    </Form>
  );
}

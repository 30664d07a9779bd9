import type { PropertyObject } from "@makon/shared";
import { Col, Form, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCachedList } from "../../../lib/cache";
import { MoneyInput } from "../../../lib/ui/money-input";

const ROOM_COUNTS = [1, 2, 3, 4, 5, 6] as const;

/**
 * What the visitor is after: an object (not archived), rooms, a budget in whole soʻm. `wide`: the
 * form spans the page (three fields a row on large screens), else it shares the row with the queue.
 */
export function InterestFields({ disabled, wide = true }: { disabled: boolean; wide?: boolean }) {
  const { t } = useTranslation("intake");
  const objects = useCachedList<PropertyObject[]>("objects");
  const options = useMemo(
    () =>
      (objects.data ?? [])
        .filter((o) => o.archivedAt === null)
        .sort((a, b) => a.name.localeCompare(b.name, "uz"))
        .map((o) => ({ value: o.id, label: o.name })),
    [objects.data],
  );
  return (
    <>
      <Col xs={24} md={12} xl={wide ? 8 : 24}>
        <Form.Item name="interestObjectId" label={t("form.interestObject")}>
          <Select
            allowClear
            disabled={disabled}
            loading={objects.loading && !objects.data}
            placeholder={t("form.interestObjectPlaceholder")}
            options={options}
            showSearch={{ optionFilterProp: "label" }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={wide ? 8 : 12}>
        <Form.Item name="interestRooms" label={t("form.rooms")}>
          <Select
            allowClear
            disabled={disabled}
            placeholder={t("form.roomsPlaceholder")}
            options={ROOM_COUNTS.map((n) => ({ value: n, label: t("form.roomsOption", { count: n }) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={wide ? 8 : 12}>
        <Form.Item name="interestBudget" label={t("form.budget")}>
          <MoneyInput
            className="intake-full"
            disabled={disabled}
            min={0}
            max={100_000_000_000}
            step={10_000_000}
            placeholder={t("form.budgetPlaceholder")}
          />
        </Form.Item>
      </Col>
    </>
  );
}

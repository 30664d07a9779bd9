import { Alert, App, Button, Form, InputNumber, Radio, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { MoneyInput } from "../../../../lib/ui/money-input";
import { useBulkPrice } from "../api/use-bulk-price";
import {
  type BulkPriceFormValues,
  DEFAULT_BULK_VALUES,
  type PriceMode,
  selectionCounts,
  toBulkBody,
} from "../bulk-price-model";
import { useBuildingParts } from "../use-building-parts";
import { BuildingPicker } from "./building-picker";
import { usePriceConfirmText } from "./use-price-confirm-text";

/** Bulk prices: a selection of a building's free units gets a new price per m² or a percentage. */
export function PricesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("infoAdd");
  const { modal, message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<BulkPriceFormValues>();
  const [place, setPlace] = useState<{ objectId: number | null; buildingId: number | null }>({
    objectId: null,
    buildingId: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const parts = useBuildingParts(place.buildingId);
  const bulk = useBulkPrice();
  const confirmText = usePriceConfirmText();
  const mode = Form.useWatch("mode", form) ?? DEFAULT_BULK_VALUES.mode;

  const changePlace = (next: typeof place) => {
    setPlace(next);
    setDone(null);
    setProblem(null);
    form.setFieldsValue({ entrances: [], rooms: [] });
  };

  const apply = (values: BulkPriceFormValues) => {
    setDone(null);
    const result = toBulkBody({ ...values, buildingId: place.buildingId });
    if (!result.ok) {
      setProblem(t(`prices.problems.${result.problem}`));
      return;
    }
    setProblem(null);
    const counts = parts.units
      ? selectionCounts(parts.units, parts.entranceNumber, result.buildingId, result.body)
      : null;
    modal.confirm({
      title: t("prices.confirm.title"),
      content: confirmText(result.buildingId, result.body, counts),
      okText: t("prices.confirm.ok"),
      cancelText: t("prices.confirm.cancel"),
      onOk: () =>
        bulk
          .mutateAsync({ buildingId: result.buildingId, body: result.body })
          .then(({ updated }) => {
            setDone(updated);
            void message.success(t("prices.done", { count: updated }));
          })
          .catch((error: unknown) => {
            setProblem(errorText(error));
          }),
    });
  };

  return (
    <div className="ia-panel ia-prices">
      <BuildingPicker idPrefix="prices" {...place} onChange={changePlace} />
      <Form<BulkPriceFormValues>
        form={form}
        name="prices"
        layout="vertical"
        initialValues={DEFAULT_BULK_VALUES}
        onFinish={apply}
        disabled={!canEdit || place.buildingId === null}
      >
        <div className="ia-grid">
          <Form.Item name="entrances" label={t("prices.entrances")}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t("prices.all")}
              options={parts.entranceNumbers.map((n) => ({
                value: n,
                label: t("preview.entrance", { number: n }),
              }))}
            />
          </Form.Item>
          <Form.Item name="floorFrom" label={t("prices.floorFrom")}>
            <InputNumber<number> min={1} max={100} precision={0} className="ia-full" />
          </Form.Item>
          <Form.Item name="floorTo" label={t("prices.floorTo")}>
            <InputNumber<number> min={1} max={100} precision={0} className="ia-full" />
          </Form.Item>
          <Form.Item name="rooms" label={t("prices.rooms")}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t("prices.all")}
              options={parts.rooms.map((n) => ({ value: n, label: t("prices.roomsOption", { count: n }) }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="mode" label={t("prices.mode")}>
          <Radio.Group
            optionType="button"
            onChange={() => form.setFieldValue("value", null)}
            options={(["percent", "per_m2"] as PriceMode[]).map((m) => ({
              value: m,
              label: t(`prices.modes.${m}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={mode === "percent" ? t("prices.percent") : t("prices.perM2")}
          extra={t("prices.help")}
          className="ia-value"
        >
          {mode === "percent" ? (
            <InputNumber<number>
              min={-90}
              max={300}
              step={1}
              decimalSeparator=","
              className="ia-full"
              suffix="%"
            />
          ) : (
            <MoneyInput min={0} max={1_000_000_000} />
          )}
        </Form.Item>
        {problem && <Alert className="ia-form-alert" type="error" showIcon title={problem} />}
        {done !== null && (
          <Alert
            className="ia-form-alert ia-prices-done"
            type={done > 0 ? "success" : "info"}
            showIcon
            title={done > 0 ? t("prices.done", { count: done }) : t("prices.noneChanged")}
          />
        )}
        <Button type="primary" htmlType="submit" loading={bulk.isPending}>
          {t("prices.apply")}
        </Button>
      </Form>
    </div>
  );
}

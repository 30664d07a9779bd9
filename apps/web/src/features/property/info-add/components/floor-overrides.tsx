import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { UNIT_TYPES } from "@makon/shared";
import { Button, Form, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../../lib/ui/money-input";

/** Floors that differ (in one entrance or in all): units per floor, type, price, area. */
export function FloorOverrides({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("infoAdd");
  const same = t("placeholders.same");
  return (
    <section className="ia-overrides" aria-label={t("sections.floorOverrides")}>
      <h3 className="ia-section-title">{t("sections.floorOverrides")}</h3>
      <p className="ia-hint">{t("sections.floorOverridesHint")}</p>
      <Form.List name="floorOverrides">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => {
              const label = (
                key: "entrance" | "floor" | "unitsPerFloor" | "type" | "pricePerM2" | "areaM2",
              ) => `${t(`fields.${key}`)} ${i + 1}`;
              return (
                <div key={field.key} className="ia-row ia-row-wide" data-row={`floor-${i + 1}`}>
                  <Form.Item name={[field.name, "entrance"]} label={t("fields.entrance")}>
                    <InputNumber<number>
                      precision={0}
                      className="ia-full"
                      placeholder={t("placeholders.allEntrances")}
                      aria-label={label("entrance")}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, "floor"]} label={t("fields.floor")}>
                    <InputNumber<number> precision={0} className="ia-full" aria-label={label("floor")} />
                  </Form.Item>
                  <Form.Item name={[field.name, "unitsPerFloor"]} label={t("fields.unitsPerFloor")}>
                    <InputNumber<number>
                      precision={0}
                      className="ia-full"
                      placeholder={same}
                      aria-label={label("unitsPerFloor")}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, "type"]} label={t("fields.type")}>
                    <Select
                      allowClear
                      placeholder={same}
                      aria-label={label("type")}
                      options={UNIT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, "pricePerM2"]} label={t("fields.pricePerM2")}>
                    <MoneyInput placeholder={same} aria-label={label("pricePerM2")} />
                  </Form.Item>
                  <Form.Item name={[field.name, "areaM2"]} label={t("fields.areaM2")}>
                    <InputNumber<number>
                      precision={2}
                      decimalSeparator=","
                      className="ia-full"
                      placeholder={same}
                      aria-label={label("areaM2")}
                    />
                  </Form.Item>
                  <Button
                    className="ia-row-remove"
                    icon={<DeleteOutlined />}
                    aria-label={t("removeRow")}
                    title={t("removeRow")}
                    onClick={() => remove(field.name)}
                    disabled={disabled}
                  />
                </div>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ floor: 1 })}
              disabled={disabled || fields.length >= 500}
            >
              {t("addRow")}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

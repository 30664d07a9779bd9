import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, InputNumber } from "antd";
import { useTranslation } from "react-i18next";

/** Entrances with their own number of floors or units per floor; one row each. */
export function EntranceOverrides({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("infoAdd");
  return (
    <section className="ia-overrides" aria-label={t("sections.entranceOverrides")}>
      <h3 className="ia-section-title">{t("sections.entranceOverrides")}</h3>
      <p className="ia-hint">{t("sections.entranceOverridesHint")}</p>
      <Form.List name="entranceOverrides">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className="ia-row" data-row={`entrance-${i + 1}`}>
                <Form.Item name={[field.name, "entrance"]} label={t("fields.entrance")}>
                  <InputNumber<number>
                    precision={0}
                    className="ia-full"
                    aria-label={`${t("fields.entrance")} ${i + 1}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, "floors"]} label={t("fields.floors")}>
                  <InputNumber<number>
                    precision={0}
                    className="ia-full"
                    placeholder={t("placeholders.same")}
                    aria-label={`${t("fields.floors")} ${i + 1}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, "unitsPerFloor"]} label={t("fields.unitsPerFloor")}>
                  <InputNumber<number>
                    precision={0}
                    className="ia-full"
                    placeholder={t("placeholders.same")}
                    aria-label={`${t("fields.unitsPerFloor")} ${i + 1}`}
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
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ entrance: fields.length + 1 })}
              disabled={disabled || fields.length >= 50}
            >
              {t("addRow")}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}

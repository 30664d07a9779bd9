import { PlusOutlined } from "@ant-design/icons";
import { BUILD_STATUSES, FINISHING_TYPES, UNIT_TYPES } from "@makon/shared";
import { Button, DatePicker, Divider, Form, Input, InputNumber, Select, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../../lib/ui/money-input";
import { ObjectFormModal } from "../../objects";
import { useActiveObjects } from "../api/use-active-objects";

interface BuildingFieldsProps {
  /** Texts of the problems found by the schema, by top-level field name. */
  errors: ReadonlyMap<string, string>;
  /** May add objects (property_edit): a building's object can then be made here, not only on /obyects. */
  canAddObject: boolean;
}

/** The building's own fields, in three groups; the schema's problems show under each box. */
export function BuildingFields({ errors, canAddObject }: BuildingFieldsProps) {
  const { t } = useTranslation("infoAdd");
  const objects = useActiveObjects();
  const form = Form.useFormInstance();
  const [addingObject, setAddingObject] = useState(false);
  // The new object is picked once the list holds it: picked before, it would be cleared as unknown.
  const objectAdded = async (id: number) => {
    await objects.refresh();
    form.setFieldValue("objectId", id);
  };
  // The schema (not antd rules) decides what is wrong, so the preview and the API agree.
  const status = (name: string) =>
    errors.has(name) ? { validateStatus: "error" as const, help: errors.get(name) } : {};
  const numberItem = (name: string) => (
    <Form.Item name={name} label={t(`fields.${name as "floors"}`)} {...status(name)}>
      <InputNumber<number> precision={0} className="ia-full" />
    </Form.Item>
  );

  return (
    <>
      <h3 className="ia-section-title">{t("sections.main")}</h3>
      <div className="ia-grid">
        <Form.Item name="objectId" label={t("fields.objectId")} {...status("objectId")}>
          <Select
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("placeholders.object")}
            loading={objects.loading && !objects.data}
            notFoundContent={t("noObjects")}
            options={objects.active.map((o) => ({ value: o.id, label: o.name }))}
            // Under the list, where one looks for a missing object: the box keeps its width.
            popupRender={(menu) =>
              canAddObject ? (
                <>
                  {menu}
                  <Divider className="ia-object-add-divider" />
                  <Button
                    type="text"
                    block
                    icon={<PlusOutlined />}
                    className="ia-object-add"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => setAddingObject(true)}
                  >
                    {t("addObject")}
                  </Button>
                </>
              ) : (
                menu
              )
            }
          />
        </Form.Item>
        {addingObject && (
          <ObjectFormModal
            object={null}
            onClose={() => setAddingObject(false)}
            onCreated={(o) => void objectAdded(o.id)}
          />
        )}
        <Form.Item name="name" label={t("fields.name")} {...status("name")}>
          <Input maxLength={60} placeholder={t("placeholders.name")} />
        </Form.Item>
        <Form.Item name="buildStatus" label={t("fields.buildStatus")}>
          <Select options={BUILD_STATUSES.map((s) => ({ value: s, label: t(`buildStatus.${s}`) }))} />
        </Form.Item>
        <Form.Item
          name="completionDate"
          label={t("fields.completionDate")}
          getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format("YYYY-MM-DD") : null)}
          {...status("completionDate")}
        >
          <DatePicker className="ia-full" format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item name="bankApproved" label={t("fields.bankApproved")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>

      <h3 className="ia-section-title">{t("sections.layout")}</h3>
      <div className="ia-grid">
        {numberItem("entrances")}
        {numberItem("floors")}
        {numberItem("unitsPerFloor")}
        <Form.Item name="numbering" label={t("fields.numbering")}>
          <Select
            options={(["building", "entrance"] as const).map((n) => ({
              value: n,
              label: t(`numbering.${n}`),
            }))}
          />
        </Form.Item>
      </div>

      <h3 className="ia-section-title">{t("sections.unit")}</h3>
      <div className="ia-grid">
        <Form.Item name="areaM2" label={t("fields.areaM2")} {...status("areaM2")}>
          <InputNumber<number> precision={2} step={0.5} decimalSeparator="," className="ia-full" />
        </Form.Item>
        <Form.Item name="pricePerM2" label={t("fields.pricePerM2")} {...status("pricePerM2")}>
          <MoneyInput />
        </Form.Item>
        {numberItem("rooms")}
        <Form.Item name="type" label={t("fields.type")}>
          <Select options={UNIT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="finishing" label={t("fields.finishing")}>
          <Select options={FINISHING_TYPES.map((v) => ({ value: v, label: t(`finishing.${v}`) }))} />
        </Form.Item>
      </div>
    </>
  );
}

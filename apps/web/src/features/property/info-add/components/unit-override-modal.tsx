import { FINISHING_TYPES, type PlannedUnit, UNIT_TYPES } from "@makon/shared";
import { Button, Form, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../../lib/ui/form-modal";
import { MoneyInput } from "../../../../lib/ui/money-input";
import type { UnitOverride } from "../layout-model";

type UnitFields = Pick<PlannedUnit, "rooms" | "areaM2" | "pricePerM2" | "type" | "finishing">;

interface UnitOverrideModalProps {
  /** The unit as planned now (with its override, if any). Rendered only while open. */
  unit: PlannedUnit;
  hasOverride: boolean;
  onApply: (override: UnitOverride) => void;
  onReset: () => void;
  onClose: () => void;
}

/** One position's own rooms, area, price, type and finishing, kept until the building is saved. */
export function UnitOverrideModal({ unit, hasOverride, onApply, onReset, onClose }: UnitOverrideModalProps) {
  const { t } = useTranslation("infoAdd");
  const [form] = Form.useForm<UnitFields>();
  const apply = (v: UnitFields) => {
    onApply({
      entrance: unit.entrance,
      floor: unit.floor,
      position: unit.position,
      rooms: v.rooms,
      areaM2: v.areaM2,
      pricePerM2: v.pricePerM2,
      type: v.type,
      finishing: v.finishing,
    });
  };
  const required = [{ required: true, message: t("issues.fill") }];
  return (
    <FormModal
      open
      title={t("unitModal.title", { entrance: unit.entrance, floor: unit.floor, position: unit.position })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        hasOverride && (
          <Button key="reset" onClick={onReset}>
            {t("unitModal.reset")}
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          {t("unitModal.cancel")}
        </Button>,
        <Button key="apply" type="primary" onClick={() => form.submit()}>
          {t("unitModal.apply")}
        </Button>,
      ]}
    >
      <Form<UnitFields>
        form={form}
        layout="vertical"
        initialValues={unit}
        onFinish={apply}
        requiredMark={false}
      >
        <div className="ia-modal-grid">
          <Form.Item name="rooms" label={t("fields.rooms")} rules={required}>
            <InputNumber<number> min={0} max={20} precision={0} className="ia-full" />
          </Form.Item>
          <Form.Item name="areaM2" label={t("fields.areaM2")} rules={required}>
            <InputNumber<number>
              min={0.01}
              max={10_000}
              precision={2}
              decimalSeparator=","
              className="ia-full"
            />
          </Form.Item>
          <Form.Item name="type" label={t("fields.type")}>
            <Select options={UNIT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
          </Form.Item>
          <Form.Item name="finishing" label={t("fields.finishing")}>
            <Select options={FINISHING_TYPES.map((v) => ({ value: v, label: t(`finishing.${v}`) }))} />
          </Form.Item>
        </div>
        <Form.Item name="pricePerM2" label={t("fields.pricePerM2")} rules={required}>
          <MoneyInput min={0} max={1_000_000_000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

import { HANDOVER_METERS } from "@makon/shared";
import { Form, InputNumber } from "antd";
import { useTranslation } from "react-i18next";

/** The three meter readings, each optional (a unit without gas). */
export function MeterFields() {
  const { t } = useTranslation("handover");
  return (
    <fieldset className="ho-fieldset">
      <legend>{t("form.meters")}</legend>
      <div className="ho-meters">
        {HANDOVER_METERS.map((meter) => (
          <Form.Item key={meter} name={meter} label={t(`form.${meter}`)}>
            <InputNumber<number> min={0} max={999_999_999} className="ho-full" decimalSeparator="," />
          </Form.Item>
        ))}
      </div>
    </fieldset>
  );
}

import {
  CALL_DIRECTIONS,
  CALL_RESULTS,
  type CallResult,
  tashkentInstant,
  tashkentToday,
} from "@makon/shared";
import { Col, DatePicker, Form, Input, Radio, Row } from "antd";
import type { Rule } from "antd/es/form";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { checkNextCall, checkNote } from "../intake-form";
import { useFieldRule } from "./use-field-rule";

/** Direction, result, note and the next call; a callback cannot be saved without its time. */
export function CallFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("intake");
  const { t: tc } = useTranslation("clients");
  const rule = useFieldRule();
  const result = Form.useWatch<CallResult | null>("result");

  const nextCallRule: Rule = ({ getFieldValue }) => ({
    validator: (_, value: Dayjs | null) => {
      const found = checkNextCall(
        getFieldValue("result") as CallResult | null,
        value ? tashkentInstant(value.format("YYYY-MM-DDTHH:mm")) : null,
        new Date(),
        (getFieldValue("note") as string | undefined) ?? "",
      );
      return found ? Promise.reject(new Error(t(`validation.${found}`))) : Promise.resolve();
    },
  });

  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name="direction" label={t("call.direction")}>
          <Radio.Group
            disabled={disabled}
            optionType="button"
            options={CALL_DIRECTIONS.map((d) => ({ value: d, label: tc(`directions.${d}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="result"
          label={t("call.result")}
          rules={[{ required: true, message: t("validation.resultRequired") }]}
        >
          <Radio.Group
            disabled={disabled}
            optionType="button"
            className="intake-results"
            options={CALL_RESULTS.map((r) => ({ value: r, label: tc(`callResults.${r}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="nextCallAt"
          label={t("call.nextCallAt")}
          required={result === "callback"}
          dependencies={["result", "note"]}
          rules={[nextCallRule]}
          extra={result === "no_answer" ? t("call.noAnswerHint") : t("call.nextCallHint")}
        >
          <DatePicker
            className="intake-full"
            disabled={disabled}
            showTime={{ format: "HH:mm" }}
            format="DD.MM.YYYY HH:mm"
            placeholder={t("call.nextCallPlaceholder")}
            // The picker shows Tashkent wall-clock time; days before today in Tashkent are closed.
            disabledDate={(d) => d.format("YYYY-MM-DD") < tashkentToday()}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="note" label={t("call.note")} rules={[rule(checkNote)]}>
          <Input
            disabled={disabled}
            placeholder={t("call.notePlaceholder")}
            maxLength={1000}
            autoComplete="off"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

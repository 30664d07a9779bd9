import { DEBT_CALL_RESULTS, DEBT_LETTER_DEFAULT_DAYS, tashkentToday } from "@makon/shared";
import { Alert, DatePicker, Form, Input, InputNumber, Radio } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../../lib/ui/money-input";
import type { ActionFormValues } from "../../action-body";
import { fieldsOf } from "../../action-body";

const beforeToday = (d: Dayjs) => d.format("YYYY-MM-DD") < tashkentToday();
const notAfterToday = (d: Dayjs) => d.format("YYYY-MM-DD") <= tashkentToday();

/** The fields of the chosen action type; the next step's time is every type's. */
export function ActionFields() {
  const { t } = useTranslation("collections");
  const type = Form.useWatch<ActionFormValues["type"] | undefined>("type");
  const result = Form.useWatch<ActionFormValues["result"]>("result");
  const f = fieldsOf(type, result);
  const required = { required: true, message: t("actions.required") };

  return (
    <>
      {f.result && (
        <Form.Item name="result" label={t("actions.result")} rules={[required]}>
          <Radio.Group
            optionType="button"
            className="dc-radio-wrap"
            options={DEBT_CALL_RESULTS.map((r) => ({ value: r, label: t(`callResult.${r}`) }))}
          />
        </Form.Item>
      )}
      {f.promise && (
        <div className="dc-form-row">
          <Form.Item name="promisedDate" label={t("actions.promisedDate")} rules={[required]}>
            <DatePicker format="DD.MM.YYYY" className="dc-full" disabledDate={beforeToday} />
          </Form.Item>
          <Form.Item name="promisedAmount" label={t("actions.promisedAmount")} rules={[required]}>
            <MoneyInput min={1} />
          </Form.Item>
        </div>
      )}
      {f.deadline && (
        <Form.Item
          name="deadline"
          label={t("actions.deadline")}
          extra={t("actions.deadlineHint", { days: DEBT_LETTER_DEFAULT_DAYS })}
        >
          <DatePicker format="DD.MM.YYYY" className="dc-field" disabledDate={notAfterToday} />
        </Form.Item>
      )}
      {f.restructuring && (
        <>
          <Alert type="info" showIcon className="dc-alert" title={t("actions.restructuringHint")} />
          <div className="dc-form-row">
            <Form.Item name="months" label={t("actions.months")} rules={[required]}>
              <InputNumber<number> min={1} max={360} precision={0} className="dc-full" />
            </Form.Item>
            <Form.Item name="firstDueDate" label={t("actions.firstDueDate")} rules={[required]}>
              <DatePicker format="DD.MM.YYYY" className="dc-full" disabledDate={beforeToday} />
            </Form.Item>
          </div>
        </>
      )}
      {f.noteRequired && (
        <Alert type="warning" showIcon className="dc-alert" title={t("actions.terminationHint")} />
      )}
      <Form.Item
        name="note"
        label={f.noteRequired ? t("actions.terminationNote") : t("actions.note")}
        rules={f.noteRequired ? [{ ...required, whitespace: true }] : []}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="nextActionAt" label={t("actions.nextActionAt")}>
        <DatePicker
          className="dc-field"
          showTime={{ format: "HH:mm" }}
          format="DD.MM.YYYY HH:mm"
          // The picker shows Tashkent wall-clock time; days before today in Tashkent are closed.
          disabledDate={beforeToday}
        />
      </Form.Item>
    </>
  );
}

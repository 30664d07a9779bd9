import { CLIENT_SOURCES } from "@makon/shared";
import { Col, Form, Input, Select } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "../../../lib/ui/language-select";
import { PhoneField } from "../../../lib/ui/phone-field";
import { checkExtraPhone, checkName } from "../intake-form";
import { InterestFields } from "./interest-fields";
import { useFieldRule } from "./use-field-rule";

/** A new visitor's details at reception: name, second phone, source, their papers' language and interest. */
export function NewClientFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("intake");
  const { t: tc } = useTranslation("clients");
  const { t: tl } = useTranslation("languages");
  const rule = useFieldRule();
  const { getFieldValue } = Form.useFormInstance();
  const extraPhoneRule: Rule = rule((v) => checkExtraPhone(v, getFieldValue("phone") as string | undefined));
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="fullName" label={t("form.fullName")} rules={[rule(checkName)]}>
          <Input
            placeholder={t("form.fullNamePlaceholder")}
            maxLength={120}
            autoComplete="off"
            disabled={disabled}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name="extraPhone"
          label={t("form.extraPhone")}
          dependencies={["phone"]}
          rules={[extraPhoneRule]}
        >
          <PhoneField placeholder={t("form.phonePlaceholder")} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="source" label={t("form.source")}>
          <Select
            disabled={disabled}
            options={CLIENT_SOURCES.map((s) => ({ value: s, label: tc(`sources.${s}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="language" label={tl("documents")}>
          <LanguageSelect disabled={disabled} />
        </Form.Item>
      </Col>
      <InterestFields disabled={disabled} />
    </>
  );
}

import { ROLE_PRESETS, type Section } from "@makon/shared";
import { AutoComplete, Col, Form, Input, Row, Select } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../lib/ui/phone-field";
import { checkName, checkPassword, checkPhone, checkRole, type FieldMessage } from "../user-form";
import { ActiveSwitch } from "./active-switch";

export type UserFormMode = "create" | "edit" | "view";

interface UserDetailsFieldsProps {
  mode: UserFormMode;
  /** Editing one's own record: nobody may deactivate themselves. */
  isSelf: boolean;
  /** Switching an active user off asks first. */
  wasActive: boolean;
  sections: readonly Section[];
}

/** Name, phone, role, section, password and the active switch, checked as the API checks them. */
export function UserDetailsFields({ mode, isSelf, wasActive, sections }: UserDetailsFieldsProps) {
  const { t } = useTranslation("users");
  const readOnly = mode === "view";
  // Suggestions for the position, in the language of whoever types it (a position is data).
  const roleOptions = ROLE_PRESETS.map((p) => ({ value: t(`rolePresets.${p.role}`) }));

  const rule =
    (check: (value: string | undefined) => FieldMessage | undefined): Rule =>
    () => ({
      validator: (_, value: string | undefined) => {
        const found = check(value);
        return found ? Promise.reject(new Error(t(`validation.${found}`))) : Promise.resolve();
      },
    });

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t("form.name")} required rules={[rule(checkName)]}>
          <Input placeholder={t("form.namePlaceholder")} maxLength={100} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t("form.phone")} required rules={[rule(checkPhone)]}>
          <PhoneField placeholder={t("form.phonePlaceholder")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="role" label={t("form.role")} required rules={[rule(checkRole)]}>
          <AutoComplete
            options={roleOptions}
            placeholder={t("form.rolePlaceholder")}
            maxLength={60}
            showSearch={{
              filterOption: (input, option) =>
                String(option?.value ?? "")
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sectionId" label={t("form.section")}>
          <Select
            allowClear
            placeholder={t("form.sectionPlaceholder")}
            options={sections.map((s) => ({ value: s.id, label: s.name }))}
            showSearch={{ optionFilterProp: "label" }}
          />
        </Form.Item>
      </Col>
      {!readOnly && (
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label={mode === "create" ? t("form.password") : t("form.newPassword")}
            required={mode === "create"}
            rules={[rule((v) => checkPassword(v, mode === "create"))]}
            extra={mode === "edit" ? t("form.newPasswordNote") : undefined}
          >
            <Input.Password
              placeholder={
                mode === "create" ? t("form.passwordPlaceholder") : t("form.newPasswordPlaceholder")
              }
              autoComplete="new-password"
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="active" label={t("form.active")} extra={t("form.activeNote")}>
          <ActiveSwitch
            confirmOff={mode === "edit" && wasActive}
            disabled={readOnly || isSelf}
            disabledReason={isSelf ? t("form.selfDeactivate") : undefined}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

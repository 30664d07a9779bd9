import type { Employee, RolePreset, Section } from "@makon/shared";
import { Alert, App, Button, Divider, Drawer, Form, Space } from "antd";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { useConfirmDiscard } from "../../../lib/ui/use-confirm-discard";
import { useCreateEmployee } from "../api/create-employee";
import { useUpdateEmployee } from "../api/update-employee";
import {
  createBody,
  type EmployeeFormValues,
  emptyFormValues,
  fieldErrorsFromDetails,
  formValuesOf,
  isFieldMessage,
  updateBody,
} from "../employee-form";
import { grantableBy, NO_LOCKS, outranks, selfLocks } from "../rights";
import { BlockedSignInNotice } from "./blocked-sign-in-notice";
import type { EmployeeFormMode } from "./employee-details-fields";
import { EmployeeDetailsFields } from "./employee-details-fields";
import { OutranksNotice } from "./outranks-notice";
import { RightsEditor } from "./rights-editor";

export type { EmployeeFormMode };

interface EmployeeFormDrawerProps {
  open: boolean;
  mode: EmployeeFormMode;
  /** The employee edited or viewed; none when creating. */
  employee: Employee | null;
  currentUserId: number;
  /**
   * The signed-in manager's own record: they may grant only what they hold, and only view an
   * employee who holds more. Null for a viewer who manages nobody.
   */
  actor: Employee | null;
  sections: readonly Section[];
  onClose: () => void;
  onSaved: (employee: Employee, created: boolean) => void;
}

/** Create, edit or view an employee: details, active switch and the rights editor. */
export function EmployeeFormDrawer(props: EmployeeFormDrawerProps) {
  const { t } = useTranslation("employees");
  const { open, employee, onClose, actor } = props;
  // An employee who holds more than the manager opens read-only, and the title says so.
  const mode = props.mode === "edit" && employee && actor && outranks(employee, actor) ? "view" : props.mode;
  const title =
    mode === "create" ? t("form.createTitle") : mode === "edit" ? t("form.editTitle") : t("form.viewTitle");
  // Typed into and not saved: closing asks first (Escape used to throw the form away).
  const dirty = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = () =>
    confirmDiscard(dirty.current, () => {
      dirty.current = false;
      onClose();
    });
  return (
    <Drawer
      open={open}
      onClose={close}
      title={employee && mode !== "create" ? `${title}: ${employee.name}` : title}
      size="min(920px, 100vw)"
      destroyOnHidden
      className="employee-drawer"
      footer={null}
      mask={{ closable: false }}
    >
      <EmployeeForm
        key={`${mode}-${employee?.id ?? "new"}`}
        {...props}
        mode={mode}
        onClose={close}
        onChanged={() => {
          dirty.current = true;
        }}
        onUnchanged={() => {
          dirty.current = false;
          onClose();
        }}
        onSaved={(saved, created) => {
          dirty.current = false;
          props.onSaved(saved, created);
        }}
      />
    </Drawer>
  );
}

function EmployeeForm({
  mode,
  employee,
  currentUserId,
  actor,
  sections,
  onClose,
  onSaved,
  onChanged,
  onUnchanged,
}: EmployeeFormDrawerProps & { onChanged: () => void; onUnchanged: () => void }) {
  const { t } = useTranslation("employees");
  const { message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const [form] = Form.useForm<EmployeeFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const saving = create.isPending || update.isPending;

  const outranked = mode !== "create" && employee !== null && actor !== null && outranks(employee, actor);
  const readOnly = mode === "view" || outranked;
  const isSelf = employee !== null && employee.id === currentUserId;
  const grantable = actor ? grantableBy(actor) : undefined;
  const initialValues = useMemo(() => (employee ? formValuesOf(employee) : emptyFormValues()), [employee]);
  const locks = isSelf ? selfLocks(initialValues.rights) : NO_LOCKS;

  const fillRole = (preset: RolePreset) => {
    if (!String(form.getFieldValue("role") ?? "").trim()) form.setFieldValue("role", preset.title);
  };

  const showFailure = (error: unknown) => {
    setFailure(errorText(error));
    if (!(error instanceof ApiError)) return;
    if (error.code === "PHONE_TAKEN") form.setFields([{ name: "phone", errors: [errorText(error)] }]);
    for (const { field, message: code } of fieldErrorsFromDetails(error.details)) {
      const text = isFieldMessage(code) ? t(`validation.${code}`) : errorText(error);
      form.setFields([{ name: field, errors: [text] }]);
    }
  };

  const submit = (values: EmployeeFormValues) => {
    setFailure(null);
    if (mode === "create") {
      create.mutate(createBody(values), {
        onSuccess: (created) => {
          notify("data_add");
          onSaved(created, true);
        },
        onError: showFailure,
      });
      return;
    }
    if (!employee) return;
    const body = updateBody(employee, values);
    if (Object.keys(body).length === 0) {
      void message.success(t("saved"));
      onUnchanged();
      return;
    }
    update.mutate(
      { id: employee.id, body },
      {
        onSuccess: (saved) => {
          void message.success(t("saved"));
          onSaved(saved, false);
        },
        onError: showFailure,
      },
    );
  };

  return (
    <Form<EmployeeFormValues>
      form={form}
      name="employee"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={() => {
        onChanged();
        if (failure) setFailure(null);
      }}
      disabled={readOnly}
      requiredMark={!readOnly}
      className="employee-form"
      noValidate
    >
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" className="employee-form-failure" />
      )}
      {outranked && employee && actor && <OutranksNotice employee={employee} actor={actor} />}
      {employee && mode !== "create" && (
        <BlockedSignInNotice employee={employee} canUnlock={actor !== null && !outranked} />
      )}
      <EmployeeDetailsFields
        mode={readOnly ? "view" : mode}
        isSelf={isSelf}
        wasActive={employee?.active === true}
        sections={sections}
      />
      <Divider titlePlacement="start" className="employee-form-divider">
        {t("form.rights")}
      </Divider>
      <Form.Item name="rights" noStyle>
        <RightsEditor
          locked={locks}
          lockedReason={t("form.selfLocked")}
          disabled={readOnly}
          onPreset={fillRole}
          {...(grantable ? { grantable } : {})}
        />
      </Form.Item>
      <div className="employee-form-footer">
        <Space wrap>
          <Button onClick={onClose} disabled={false}>
            {readOnly ? t("form.close") : t("form.cancel")}
          </Button>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("form.save")}
            </Button>
          )}
        </Space>
      </div>
    </Form>
  );
}

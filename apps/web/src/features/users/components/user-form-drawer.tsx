import type { RolePreset, Section, User } from "@makon/shared";
import { Alert, App, Button, Divider, Form, Space } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { useRequestClose } from "../../../lib/ui/discard-guard";
import { FormDrawer } from "../../../lib/ui/form-drawer";
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";
import { grantableBy, NO_LOCKS, outranks, selfLocks } from "../rights";
import {
  createBody,
  emptyFormValues,
  fieldErrorsFromDetails,
  formValuesOf,
  isFieldMessage,
  type UserFormValues,
  updateBody,
} from "../user-form";
import { BlockedSignInNotice } from "./blocked-sign-in-notice";
import { OutranksNotice } from "./outranks-notice";
import { RightsEditor } from "./rights-editor";
import type { UserFormMode } from "./user-details-fields";
import { UserDetailsFields } from "./user-details-fields";

export type { UserFormMode };

interface UserFormDrawerProps {
  open: boolean;
  mode: UserFormMode;
  /** The user edited or viewed; none when creating. */
  user: User | null;
  currentUserId: number;
  /**
   * The signed-in manager's own record: they may grant only what they hold, and only view an
   * user who holds more. Null for a viewer who manages nobody.
   */
  actor: User | null;
  sections: readonly Section[];
  onClose: () => void;
  onSaved: (user: User, created: boolean) => void;
}

/** Create, edit or view a user: details, active switch and the rights editor. */
export function UserFormDrawer(props: UserFormDrawerProps) {
  const { t } = useTranslation("users");
  const { open, user, onClose, actor } = props;
  // A user who holds more than the manager opens read-only, and the title says so.
  const mode = props.mode === "edit" && user && actor && outranks(user, actor) ? "view" : props.mode;
  const title =
    mode === "create" ? t("form.createTitle") : mode === "edit" ? t("form.editTitle") : t("form.viewTitle");
  // Typed into and not saved: closing asks first (FormDrawer; Escape used to throw it away).
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={user && mode !== "create" ? `${title}: ${user.name}` : title}
      size="min(920px, 100vw)"
      destroyOnHidden
      className="user-drawer"
      footer={null}
      mask={{ closable: false }}
    >
      <UserForm key={`${mode}-${user?.id ?? "new"}`} {...props} mode={mode} onUnchanged={onClose} />
    </FormDrawer>
  );
}

function UserForm({
  mode,
  user,
  currentUserId,
  actor,
  sections,
  onClose,
  onSaved,
  onUnchanged,
}: UserFormDrawerProps & { onUnchanged: () => void }) {
  const { t } = useTranslation("users");
  const { message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const [form] = Form.useForm<UserFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  // Cancel asks as the cross does, when something was typed.
  const requestClose = useRequestClose() ?? onClose;

  const outranked = mode !== "create" && user !== null && actor !== null && outranks(user, actor);
  const readOnly = mode === "view" || outranked;
  const isSelf = user !== null && user.id === currentUserId;
  const grantable = actor ? grantableBy(actor) : undefined;
  const initialValues = useMemo(() => (user ? formValuesOf(user) : emptyFormValues()), [user]);
  const locks = isSelf ? selfLocks(initialValues.rights) : NO_LOCKS;

  const fillRole = (preset: RolePreset) => {
    if (!String(form.getFieldValue("role") ?? "").trim())
      form.setFieldValue("role", t(`rolePresets.${preset.role}`));
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

  const submit = (values: UserFormValues) => {
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
    if (!user) return;
    const body = updateBody(user, values);
    if (Object.keys(body).length === 0) {
      void message.success(t("saved"));
      onUnchanged();
      return;
    }
    update.mutate(
      { id: user.id, body },
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
    <Form<UserFormValues>
      form={form}
      name="user"
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={() => {
        if (failure) setFailure(null);
      }}
      disabled={readOnly}
      requiredMark={!readOnly}
      className="user-form"
      noValidate
    >
      {failure && <Alert type="error" showIcon title={failure} role="alert" className="user-form-failure" />}
      {outranked && user && actor && <OutranksNotice user={user} actor={actor} />}
      {user && mode !== "create" && (
        <BlockedSignInNotice user={user} canUnlock={actor !== null && !outranked} />
      )}
      <UserDetailsFields
        mode={readOnly ? "view" : mode}
        isSelf={isSelf}
        wasActive={user?.active === true}
        sections={sections}
      />
      <Divider titlePlacement="start" className="user-form-divider">
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
      <div className="user-form-footer">
        <Space wrap>
          <Button onClick={requestClose} disabled={false}>
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

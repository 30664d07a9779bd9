import { type Bank, foldSearch } from "@makon/shared";
import { Alert, App, Checkbox, Form, Input, Select } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { FormModal } from "../../../lib/ui/form-modal";
import {
  type AccountFormValues,
  emptyAccountForm,
  isValidAccountNumber,
  isValidMfo,
  normaliseAccountInput,
  normaliseMfoInput,
  type OrganisationAccount,
  toAccountFormValues,
  toCreateAccountBody,
  toUpdateAccountBody,
} from "../account-form";
import { useCreateAccount } from "../api/use-create-account";
import { useUpdateAccount } from "../api/use-update-account";

interface AccountFormModalProps {
  organisationId: number;
  /** The account to edit; null adds a new one. */
  account: OrganisationAccount | null;
  /** Whether the organisation has no account yet (the first one becomes primary). */
  firstAccount: boolean;
  banks: readonly Bank[];
  banksLoading: boolean;
  onClose: () => void;
}

/** Add or edit a bank account; choosing a bank fills in its MFO, which stays editable. */
export function AccountFormModal(props: AccountFormModalProps) {
  const { organisationId, account, banks } = props;
  const { t } = useTranslation("organisations");
  const errorText = useErrorText();
  const { notify } = useNotice();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAccount();
  const update = useUpdateAccount();

  const bankOptions = useMemo(
    () =>
      [...banks]
        .sort((a, b) => a.name.localeCompare(b.name, "uz"))
        .map((bank) => ({ value: bank.id, label: `${bank.name} (${bank.mfo})` })),
    [banks],
  );

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === "ACCOUNT_TAKEN") {
      form.setFields([{ name: "accountNumber", errors: [errorText(error)] }]);
      setFailure(null);
    } else {
      setFailure(errorText(error));
    }
  };

  const submit = (values: AccountFormValues) => {
    setFailure(null);
    if (!account) {
      create.mutate(
        { organisationId, body: toCreateAccountBody(values) },
        {
          onSuccess: () => {
            notify("data_add");
            props.onClose();
          },
          onError: fail,
        },
      );
      return;
    }
    const body = toUpdateAccountBody(values, account);
    if (Object.keys(body).length === 0) {
      props.onClose();
      return;
    }
    update.mutate(
      { organisationId, accountId: account.id, body },
      {
        onSuccess: () => {
          void message.success(t("saved"));
          props.onClose();
        },
        onError: fail,
      },
    );
  };

  return (
    <FormModal
      open
      title={account ? t("accounts.editTitle") : t("accounts.createTitle")}
      okText={t("save")}
      cancelText={t("cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={create.isPending || update.isPending}
      mask={{ closable: false }}
      width={560}
    >
      <Form<AccountFormValues>
        form={form}
        layout="vertical"
        initialValues={account ? toAccountFormValues(account) : emptyAccountForm(props.firstAccount)}
        onFinish={submit}
        onValuesChange={(changed: Partial<AccountFormValues>) => {
          setFailure(null);
          if (changed.bankId !== undefined) {
            const bank = banks.find((b) => b.id === changed.bankId);
            if (bank) form.setFieldValue("mfo", bank.mfo);
            void form.validateFields(["mfo"]).catch(() => undefined);
          }
        }}
        className="org-form"
      >
        <Form.Item
          name="bankId"
          label={t("accounts.bank")}
          rules={[{ required: true, message: t("accounts.bankRequired") }]}
        >
          <Select
            showSearch={{
              filterOption: (input, option) =>
                foldSearch(String(option?.label ?? "")).includes(foldSearch(input)),
            }}
            placeholder={t("accounts.bankPlaceholder")}
            options={bankOptions}
            loading={props.banksLoading}
          />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label={t("accounts.accountNumber")}
          normalize={normaliseAccountInput}
          validateDebounce={400}
          rules={[
            { required: true, message: t("accounts.accountRequired") },
            {
              validator: (_, value: string) =>
                !value || isValidAccountNumber(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("accounts.accountInvalid"))),
            },
          ]}
        >
          <Input
            className="org-account-input"
            placeholder={t("accounts.accountPlaceholder")}
            inputMode="numeric"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          name="mfo"
          label={t("accounts.mfo")}
          normalize={normaliseMfoInput}
          validateDebounce={400}
          rules={[
            { required: true, message: t("accounts.mfoRequired") },
            {
              validator: (_, value: string) =>
                !value || isValidMfo(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("accounts.mfoInvalid"))),
            },
          ]}
        >
          <Input
            placeholder={t("accounts.mfoPlaceholder")}
            inputMode="numeric"
            autoComplete="off"
            className="org-mfo-input"
          />
        </Form.Item>
        <Form.Item
          name="primary"
          valuePropName="checked"
          extra={!account && props.firstAccount ? t("accounts.primaryHint") : undefined}
        >
          <Checkbox disabled={account?.primary === true}>{t("accounts.primaryCheckbox")}</Checkbox>
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      </Form>
    </FormModal>
  );
}

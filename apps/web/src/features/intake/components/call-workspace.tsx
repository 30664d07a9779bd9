import { CLIENT_SOURCES, formatPhoneInput, tashkentInstant } from "@makon/shared";
import { App, Button, Col, Form, Input, Row, Select, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { PhoneField } from "../../../lib/ui/phone-field";
import { type FoundClient, isWholeClient, useClientLookup } from "../api/use-client-lookup";
import { loggedBrief, useCreateClient, useLogCall } from "../api/use-intake-mutations";
import { existingClientId } from "../existing-client";
import {
  type CallWorkspaceValues,
  callClientBody,
  checkName,
  checkNote,
  completePhone,
  createCallBody,
  emptyCallWorkspace,
} from "../intake-form";
import { CallFields } from "./call-fields";
import { InterestFields } from "./interest-fields";
import { KnownClientPanel } from "./known-client-panel";
import { PhoneHint } from "./phone-hint";
import { PHONE_TRIGGERS, useFieldRule, usePhoneRules } from "./use-field-rule";
import { usePhoneFocus } from "./use-phone-focus";

const FORM_NAME = "call";
const PHONE_ID = `${FORM_NAME}_phone`;

/** A client picked in the queue; `at` makes picking the same client again start afresh. */
export interface PickedClient {
  phone: string;
  at: number;
}

interface CallWorkspaceProps {
  canCreate: boolean;
  canRecord: boolean;
  picked: PickedClient | null;
  onOpenClient: (clientId: number) => void;
  /** The client the form is about (for highlighting the queue), or null. */
  onClientChange: (clientId: number | null) => void;
}

/**
 * Find the caller by phone (or register them), then log the call. One Enter does both for a new
 * phone: the client is created first, then the call is written to their card.
 */
export function CallWorkspace({
  canCreate,
  canRecord,
  picked,
  onOpenClient,
  onClientChange,
}: CallWorkspaceProps) {
  const { t } = useTranslation("intake");
  const { t: tc } = useTranslation("clients");
  const { message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const rule = useFieldRule();
  const phoneRules = usePhoneRules();
  const [form] = Form.useForm<CallWorkspaceValues>();
  const phone = Form.useWatch("phone", form);
  const complete = completePhone(phone);
  const lookup = useClientLookup(complete);
  // Only the first answer for a phone is awaited; a background refresh keeps showing the last one.
  const checking = complete !== null && lookup.isPending;
  const resolved = complete !== null && !checking && lookup.isSuccess;
  // Someone else's client comes as a brief: the call is still logged (with the phone), the card stays closed.
  const known: FoundClient | null = resolved ? (lookup.data?.client ?? lookup.data?.brief ?? null) : null;
  const create = useCreateClient();
  const logCall = useLogCall();
  const saving = create.isPending || logCall.isPending;

  const focusPhone = usePhoneFocus(PHONE_ID);

  useEffect(() => onClientChange(known?.id ?? null), [known?.id, onClientChange]);

  // A queue row picked: that client's phone, and the call is ours to make.
  useEffect(() => {
    if (!picked) return;
    form.resetFields();
    form.setFieldsValue({ phone: formatPhoneInput(picked.phone), direction: "outgoing" });
  }, [picked, form]);

  const nextCall = () => {
    form.resetFields();
    focusPhone();
  };

  const writeCall = (clientId: number, values: CallWorkspaceValues) => {
    if (!values.result) return;
    const body = {
      ...createCallBody({
        ...values,
        result: values.result,
        // The picked time is Tashkent time, whatever the zone of this computer.
        nextCallAt: values.nextCallAt ? tashkentInstant(values.nextCallAt.format("YYYY-MM-DDTHH:mm")) : null,
      }),
      // The number the caller was found by: the call is theirs even if the client is someone else's.
      ...(complete ? { phone: complete } : {}),
    };
    logCall.mutate(
      { clientId, body },
      {
        onSuccess: (answer) => {
          // Someone else's client: logged, and the operator is told the card stays theirs.
          const brief = loggedBrief(answer);
          if (brief)
            void message.info(t("known.callForeign", { manager: brief.managerName ?? t("known.noManager") }));
          notify("data_add");
          nextCall();
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };

  const submit = (values: CallWorkspaceValues) => {
    if (saving || !resolved || !complete) return;
    if (known) {
      if (canRecord && !known.inBasket) writeCall(known.id, values);
      return;
    }
    if (!canCreate) return;
    create.mutate(callClientBody(values), {
      onSuccess: (card) => writeCall(card.id, values),
      onError: (error) => {
        const existing = existingClientId(error);
        if (existing === null) return void message.error(errorText(error));
        // Registered elsewhere a moment ago: the call still belongs to that client.
        void message.warning(errorText(error));
        writeCall(existing, values);
      },
    });
  };

  const canSave = resolved && (known ? canRecord && !known.inBasket : canCreate);

  return (
    <Form<CallWorkspaceValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={emptyCallWorkspace()}
      onFinish={submit}
      requiredMark={false}
      className="intake-form"
    >
      <Form.Item
        name="phone"
        label={t("form.phone")}
        rules={phoneRules}
        validateTrigger={PHONE_TRIGGERS}
        extra={<PhoneHint checking={checking} failed={lookup.isError} hint={t("call.finderHint")} />}
        className="intake-call-phone"
      >
        <PhoneField placeholder={t("form.phonePlaceholder")} />
      </Form.Item>
      {known && (
        <KnownClientPanel
          client={known}
          title={t("call.foundTitle")}
          showCalls
          actions={
            isWholeClient(known) && (
              <Button onClick={() => onOpenClient(known.id)}>{t("known.openCard")}</Button>
            )
          }
        />
      )}
      {resolved && !known && (
        <fieldset className="intake-fieldset" disabled={!canCreate}>
          <legend>{t("call.newClientTitle")}</legend>
          <Typography.Paragraph type="secondary">{t("call.newClientHint")}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="fullName" label={t("form.fullName")} rules={[rule(checkName)]}>
                <Input placeholder={t("form.fullNamePlaceholder")} maxLength={120} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="source" label={t("form.source")}>
                <Select options={CLIENT_SOURCES.map((s) => ({ value: s, label: tc(`sources.${s}`) }))} />
              </Form.Item>
            </Col>
            <InterestFields disabled={!canCreate} wide={false} />
            <Col xs={24}>
              <Form.Item name="clientNote" label={t("call.clientNote")} rules={[rule(checkNote)]}>
                <Input placeholder={t("form.notePlaceholder")} maxLength={1000} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </fieldset>
      )}
      {resolved && (
        <fieldset className="intake-fieldset">
          <legend>{t("call.logTitle")}</legend>
          <CallFields disabled={!canSave} />
        </fieldset>
      )}
      <div className="intake-form-footer">
        {resolved && (
          <Button type="primary" htmlType="submit" loading={saving} disabled={!canSave}>
            {t("call.save")}
          </Button>
        )}
        <Button onClick={nextCall} disabled={saving}>
          {t("form.clear")}
        </Button>
      </div>
    </Form>
  );
}

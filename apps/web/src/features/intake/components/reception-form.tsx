import { App, Button, Col, Form, Input, Row } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { useNotice } from "../../../lib/notices";
import { PhoneField } from "../../../lib/ui/phone-field";
import { type FoundClient, isWholeClient, useClientLookup } from "../api/use-client-lookup";
import { loggedBrief, useCreateClient, useRecordVisit } from "../api/use-intake-mutations";
import { existingClientId } from "../existing-client";
import {
  type ClientFormValues,
  checkNote,
  completePhone,
  createClientBody,
  emptyClientForm,
} from "../intake-form";
import { KnownClientPanel } from "./known-client-panel";
import { ManagerSelect } from "./manager-select";
import { NewClientFields } from "./new-client-fields";
import { PhoneHint } from "./phone-hint";
import { PHONE_TRIGGERS, useFieldRule, usePhoneRules } from "./use-field-rule";
import { usePhoneFocus } from "./use-phone-focus";

const FORM_NAME = "reception";
const PHONE_ID = `${FORM_NAME}_phone`;

interface ReceptionFormProps {
  canCreate: boolean;
  canRecord: boolean;
  /** May hand the visitor to a manager (client_assign). */
  canAssign: boolean;
  onOpenClient: (clientId: number) => void;
}

/**
 * The walk-in visitor form, keyboard-first: the phone has the focus, Enter saves. A phone that is
 * already a client's turns the form into "record a visit" instead of creating a second client.
 */
export function ReceptionForm({ canCreate, canRecord, canAssign, onOpenClient }: ReceptionFormProps) {
  const { t } = useTranslation("intake");
  const { message } = App.useApp();
  const { notify } = useNotice();
  const errorText = useErrorText();
  const rule = useFieldRule();
  const phoneRules = usePhoneRules();
  const [form] = Form.useForm<ClientFormValues>();
  const phone = Form.useWatch("phone", form);
  const complete = completePhone(phone);
  const lookup = useClientLookup(complete);
  // Someone else's client comes as a brief: enough to record the visit, not their card.
  const known: FoundClient | null = complete ? (lookup.data?.client ?? lookup.data?.brief ?? null) : null;
  const knownManagerId = known && isWholeClient(known) ? known.managerId : null;
  // Only the first answer for a phone is awaited; a background refresh keeps showing the last one.
  const checking = complete !== null && lookup.isPending;
  const create = useCreateClient();
  const visit = useRecordVisit();
  const saving = create.isPending || visit.isPending;

  const focusPhone = usePhoneFocus(PHONE_ID);

  // A returning client usually goes back to their own manager.
  useEffect(() => {
    if (knownManagerId && !form.getFieldValue("managerId")) form.setFieldValue("managerId", knownManagerId);
  }, [knownManagerId, form]);

  const nextVisitor = () => {
    form.resetFields();
    focusPhone();
  };
  const saved = () => {
    notify("data_add");
    nextVisitor();
  };

  const failed = (error: unknown) => {
    const existing = existingClientId(error);
    if (existing !== null) {
      // Another desk registered this phone a moment ago: show that client instead.
      void message.warning(errorText(error));
      void lookup.refetch();
      onOpenClient(existing);
      return;
    }
    void message.error(errorText(error));
  };

  const submit = (values: ClientFormValues) => {
    if (saving || checking || !complete) return;
    if (known) {
      if (!canRecord || known.inBasket) return;
      const note = values.note?.trim() || null;
      visit.mutate(
        {
          clientId: known.id,
          phone: complete,
          // Only a manager chosen here is an assignment; the client's own one stays as it is.
          managerId: canAssign && values.managerId !== knownManagerId ? (values.managerId ?? null) : null,
          note,
        },
        {
          onSuccess: (answer) => {
            // Someone else's client: recorded, and the desk is told the card stays theirs.
            const brief = loggedBrief(answer);
            if (brief)
              void message.info(
                t("known.visitForeign", { manager: brief.managerName ?? t("known.noManager") }),
              );
            saved();
          },
          onError: failed,
        },
      );
      return;
    }
    if (!canCreate) return;
    create.mutate(createClientBody({ ...values, source: values.source ?? "reception" }), {
      onSuccess: saved,
      onError: failed,
    });
  };

  const visitFields = known ? !canRecord : !canCreate;

  return (
    <Form<ClientFormValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={emptyClientForm("reception")}
      onFinish={submit}
      requiredMark={false}
      className="intake-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="phone"
            label={t("form.phone")}
            rules={phoneRules}
            validateTrigger={PHONE_TRIGGERS}
            extra={<PhoneHint checking={checking} failed={lookup.isError} hint={t("form.phoneHint")} />}
          >
            <PhoneField placeholder={t("form.phonePlaceholder")} />
          </Form.Item>
        </Col>
        {known && (
          <Col xs={24}>
            <KnownClientPanel
              client={known}
              title={t("known.title")}
              actions={
                <>
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={visit.isPending}
                    disabled={!canRecord || known.inBasket}
                    title={canRecord ? undefined : t("known.noVisitRight")}
                  >
                    {t("known.recordVisit")}
                  </Button>
                  {isWholeClient(known) && (
                    <Button onClick={() => onOpenClient(known.id)}>{t("known.openCard")}</Button>
                  )}
                </>
              }
            />
          </Col>
        )}
        {!known && <NewClientFields disabled={!canCreate} />}
        <Col xs={24} md={12} xl={known ? 8 : 16}>
          <Form.Item name="note" label={t("form.note")} rules={[rule(checkNote)]}>
            <Input
              placeholder={t("form.notePlaceholder")}
              maxLength={1000}
              autoComplete="off"
              disabled={visitFields}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="managerId" label={t("form.manager")}>
            <ManagerSelect disabled={visitFields || !canAssign} />
          </Form.Item>
        </Col>
      </Row>
      <div className="intake-form-footer">
        {!known && canCreate && (
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={checking}>
            {checking ? t("form.checking") : t("form.save")}
          </Button>
        )}
        <Button onClick={nextVisitor} disabled={saving}>
          {t("form.clear")}
        </Button>
      </div>
    </Form>
  );
}

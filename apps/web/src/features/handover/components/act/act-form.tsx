import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { MAX_HANDOVER_DEFECTS, tashkentToday } from "@makon/shared";
import { Alert, App, Button, DatePicker, Form, Input, InputNumber } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { DrawerCancelButton, FormDrawer } from "../../../../lib/ui/form-drawer";
import { type ActFormValues, actBody } from "../../act-body";
import { useContractHandover } from "../../api/use-handover-act";
import { useCreateAct } from "../../api/use-handover-mutations";
import { MeterFields } from "./meter-fields";

/** The deal an act is made for. */
export interface ActTarget {
  contractId: number;
  contractNumber: string;
  clientName: string;
}

interface ActFormProps {
  target: ActTarget;
  /** The new act's id once made; null when closed without one. */
  onClose: (createdId: number | null) => void;
}

const afterToday = (d: Dayjs) => d.format("YYYY-MM-DD") > tashkentToday();
const beforeToday = (d: Dayjs) => d.format("YYYY-MM-DD") < tashkentToday();

/**
 * The handover act: its date (today unless told, never later), keys, meter readings, defects to
 * put right and a note. Why the deal cannot be handed over yet is said before anything is typed.
 */
export function ActForm({ target, onClose }: ActFormProps) {
  const { t } = useTranslation("handover");
  const { t: te } = useTranslation("errors");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const state = useContractHandover(target.contractId);
  const create = useCreateAct();
  const [form] = Form.useForm<ActFormValues>();
  const [refused, setRefused] = useState<string | null>(null);
  const blockedBy = state.data?.blockedBy ?? null;

  const submit = (v: ActFormValues) => {
    setRefused(null);
    create.mutate(actBody(target.contractId, v), {
      onSuccess: (created) => {
        void message.success(t("form.created", { number: created.actNumber }));
        onClose(created.id);
      },
      onError: (error) => setRefused(errorText(error)),
    });
  };

  return (
    <FormDrawer
      open
      onClose={() => onClose(null)}
      title={`${t("form.title")}: ${t("form.contract", { number: target.contractNumber })}`}
      size="min(720px, 100vw)"
      destroyOnHidden
      className="ho-drawer"
      mask={{ closable: false }}
      footer={
        <div className="ho-drawer-footer">
          <DrawerCancelButton>{t("common.cancel")}</DrawerCancelButton>
          <Button
            type="primary"
            onClick={() => form.submit()}
            loading={create.isPending}
            disabled={blockedBy !== null}
          >
            {t("form.submit")}
          </Button>
        </div>
      }
    >
      <p className="ho-muted">{target.clientName}</p>
      {blockedBy && <Alert type="warning" showIcon className="ho-alert" title={te(blockedBy)} role="alert" />}
      {refused && <Alert type="error" showIcon className="ho-alert" title={refused} role="alert" />}
      <Form<ActFormValues>
        name="ho-act"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ actDate: dayjs(tashkentToday()), keysCount: 1, defects: [] }}
      >
        <div className="ho-pair">
          <Form.Item
            name="actDate"
            label={t("form.actDate")}
            rules={[{ required: true, message: t("form.required") }]}
          >
            <DatePicker
              format="DD.MM.YYYY"
              className="ho-full"
              disabledDate={afterToday}
              allowClear={false}
            />
          </Form.Item>
          <Form.Item
            name="keysCount"
            label={t("form.keysCount")}
            rules={[{ required: true, message: t("form.required") }]}
          >
            <InputNumber<number> min={0} max={20} precision={0} className="ho-full" />
          </Form.Item>
        </div>
        <MeterFields />
        <fieldset className="ho-fieldset">
          <legend>{t("form.defects")}</legend>
          <Form.List name="defects">
            {(fields, { add, remove }) => (
              <>
                {fields.length === 0 && <p className="ho-muted">{t("form.noDefects")}</p>}
                {fields.map((field, index) => (
                  <div key={field.key} className="ho-defect-row" data-testid="ho-defect-row">
                    <Form.Item
                      name={[field.name, "item"]}
                      label={t("form.defectItem")}
                      rules={[{ required: true, whitespace: true, message: t("form.required") }]}
                      className="ho-defect-item"
                    >
                      <Input maxLength={300} aria-label={`${t("form.defectItem")} ${index + 1}`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "room"]}
                      label={t("form.defectRoom")}
                      className="ho-defect-room"
                    >
                      <Input maxLength={100} aria-label={`${t("form.defectRoom")} ${index + 1}`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "deadline"]}
                      label={t("form.defectDeadline")}
                      className="ho-defect-deadline"
                    >
                      <DatePicker
                        format="DD.MM.YYYY"
                        className="ho-full"
                        disabledDate={beforeToday}
                        placeholder={t("form.datePlaceholder")}
                        aria-label={`${t("form.defectDeadline")} ${index + 1}`}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t("form.removeDefect")}
                      title={t("form.removeDefect")}
                      onClick={() => remove(field.name)}
                      className="ho-defect-remove"
                    />
                  </div>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  disabled={fields.length >= MAX_HANDOVER_DEFECTS}
                >
                  {t("form.addDefect")}
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>
        <Form.Item name="note" label={t("form.note")}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

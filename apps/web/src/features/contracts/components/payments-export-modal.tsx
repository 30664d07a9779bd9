import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
  type PropertyObject,
  tashkentToday,
} from "@makon/shared";
import { useMutation } from "@tanstack/react-query";
import { Alert, Checkbox, DatePicker, Form, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { downloadFile } from "../../../lib/excel";
import { FormModal } from "../../../lib/ui/form-modal";

interface ExportForm {
  days: [Dayjs, Dayjs];
  objectId?: number;
  method?: PaymentMethod;
  kind?: PaymentKind;
  withCancelled: boolean;
}

/** The query GET /api/shartnoma/payments/export takes for the form's choices. */
export function paymentExportSearch(v: ExportForm): string {
  const search = new URLSearchParams({
    from: v.days[0].format("YYYY-MM-DD"),
    to: v.days[1].format("YYYY-MM-DD"),
  });
  if (v.objectId) search.set("objectId", String(v.objectId));
  if (v.method) search.set("method", v.method);
  if (v.kind) search.set("kind", v.kind);
  if (!v.withCancelled) search.set("cancelled", "exclude");
  return search.toString();
}

/**
 * The payments received in a period as a spreadsheet (the cashier's and accountant's report).
 * The period starts as this month in Tashkent.
 */
export function PaymentsExportModal({
  objects,
  onClose,
}: {
  objects: readonly PropertyObject[];
  onClose: () => void;
}) {
  const { t } = useTranslation("contracts");
  const errorText = useErrorText();
  const [form] = Form.useForm<ExportForm>();
  const download = useMutation({
    mutationFn: (v: ExportForm) =>
      downloadFile(`/api/shartnoma/payments/export?${paymentExportSearch(v)}`, t("paymentsExport.file")),
    onSuccess: onClose,
  });
  const today = dayjs(tashkentToday());

  return (
    <FormModal
      open
      title={t("paymentsExport.title")}
      okText={t("paymentsExport.ok")}
      cancelText={t("actions.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={download.isPending}
      destroyOnHidden
    >
      <p className="ct-muted">{t("paymentsExport.text")}</p>
      <Form<ExportForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => download.mutate(v)}
        initialValues={{ days: [today.startOf("month"), today], withCancelled: true }}
      >
        <Form.Item
          name="days"
          label={t("paymentsExport.days")}
          rules={[{ required: true, message: t("payment.required") }]}
        >
          <DatePicker.RangePicker format="DD.MM.YYYY" className="ct-full" allowClear={false} />
        </Form.Item>
        <div className="ct-form-row">
          <Form.Item name="kind" label={t("paymentsExport.kind")}>
            <Select<PaymentKind>
              allowClear
              placeholder={t("paymentsExport.all")}
              options={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`paymentKind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item name="method" label={t("payment.method")}>
            <Select<PaymentMethod>
              allowClear
              placeholder={t("paymentsExport.all")}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="objectId" label={t("list.object")}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("paymentsExport.allObjects")}
            options={objects.map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
        <Form.Item name="withCancelled" valuePropName="checked">
          <Checkbox>{t("paymentsExport.withCancelled")}</Checkbox>
        </Form.Item>
      </Form>
      {download.isError && <Alert type="error" showIcon role="alert" title={errorText(download.error)} />}
    </FormModal>
  );
}

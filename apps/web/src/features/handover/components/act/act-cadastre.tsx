import { formatDate, type HandoverDetail, tashkentToday } from "@makon/shared";
import { Alert, App, Button, DatePicker, Form, Input, Tag, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { type CadastreFormValues, cadastreBody } from "../../act-body";
import { usePatchAct } from "../../api/use-handover-mutations";

const CADASTRE_COLORS = { none: "default", applied: "gold", registered: "green" } as const;

/** The buyer's ownership registration: applied, numbered, registered; overdue past its due date. */
export function ActCadastre({ act }: { act: HandoverDetail }) {
  const { t } = useTranslation("handover");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const patch = usePatchAct(act.id);
  const [form] = Form.useForm<CadastreFormValues>();
  const c = act.cadastre;
  // Cadastre dates lie between the act and today.
  const outside = (d: Dayjs) => {
    const day = d.format("YYYY-MM-DD");
    return day < act.actDate || day > tashkentToday();
  };

  const submit = (v: CadastreFormValues) =>
    patch.mutate(cadastreBody(v), {
      onSuccess: () => void message.success(t("act.saved")),
      onError: (error) => void message.error(errorText(error)),
    });

  return (
    <section className="ho-section" aria-label={t("act.cadastre")}>
      <Typography.Title level={5}>
        {t("act.cadastre")}{" "}
        <Tag color={CADASTRE_COLORS[c.state]} className="ho-tag" data-testid="ho-cadastre-state">
          {t(`cadastreState.${c.state}`)}
        </Tag>
      </Typography.Title>
      {c.overdue ? (
        <Alert
          type="error"
          showIcon
          className="ho-alert"
          title={t("act.cadastreOverdue", { date: formatDate(c.dueDate) })}
        />
      ) : (
        c.state !== "registered" && (
          <p className="ho-muted">{t("act.cadastreDue", { date: formatDate(c.dueDate) })}</p>
        )
      )}
      <Form<CadastreFormValues>
        name="ho-cadastre"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={!act.canEdit}
        initialValues={{
          appliedAt: c.appliedAt ? dayjs(c.appliedAt) : null,
          number: c.number ?? "",
          registeredAt: c.registeredAt ? dayjs(c.registeredAt) : null,
        }}
        className="ho-cadastre"
      >
        <Form.Item name="appliedAt" label={t("act.cadastreApplied")}>
          <DatePicker format="DD.MM.YYYY" className="ho-full" disabledDate={outside} />
        </Form.Item>
        <Form.Item name="number" label={t("act.cadastreNumber")}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="registeredAt"
          label={t("act.cadastreRegistered")}
          dependencies={["number"]}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: Dayjs | null) =>
                v && !String(getFieldValue("number") ?? "").trim()
                  ? Promise.reject(new Error(t("act.cadastreNeedsNumber")))
                  : Promise.resolve(),
            }),
          ]}
        >
          <DatePicker format="DD.MM.YYYY" className="ho-full" disabledDate={outside} />
        </Form.Item>
        {act.canEdit && (
          <Form.Item label=" " className="ho-cadastre-save">
            <Button htmlType="submit" loading={patch.isPending}>
              {t("common.save")}
            </Button>
          </Form.Item>
        )}
      </Form>
    </section>
  );
}

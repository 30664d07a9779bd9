import type { DebtCaseDetail } from "@makon/shared";
import { Alert, App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { formatMoney } from "../../../../lib/format-money";
import { FormModal } from "../../../../lib/ui/form-modal";
import { useWaivePenalty } from "../../api/use-case-mutations";

/** A percent as Uzbek writes it: 0,1. */
const percent = (v: number) => String(v).replace(".", ",");

/** The seller's terms, what accrued, what was waived and what is owed; waiving needs a reason. */
export function PenaltyBlock({ c }: { c: DebtCaseDetail }) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const waive = useWaivePenalty(c.id);
  const p = c.penalty;

  const submit = ({ reason }: { reason: string }) =>
    waive.mutate(reason.trim(), {
      onSuccess: (r) => {
        void message.success(t("detail.waived_done", { amount: formatMoney(r.amount) }));
        setOpen(false);
      },
    });

  return (
    <>
      {p.rate === null ? (
        <p className="dc-muted">{t("detail.penaltyNone")}</p>
      ) : (
        <dl className="dc-facts dc-facts-narrow" data-testid="dc-penalty">
          <div className="dc-fact">
            <dt>{t("detail.penaltyRate")}</dt>
            <dd>{t("detail.penaltyRateValue", { rate: percent(p.rate) })}</dd>
          </div>
          <div className="dc-fact">
            <dt>{t("detail.penaltyCap")}</dt>
            <dd>{p.cap === null ? "—" : t("detail.penaltyCapValue", { cap: percent(p.cap) })}</dd>
          </div>
          <div className="dc-fact">
            <dt>{t("detail.accrued")}</dt>
            <dd className="dc-num">{formatMoney(p.accrued)}</dd>
          </div>
          <div className="dc-fact">
            <dt>{t("detail.waived")}</dt>
            <dd className="dc-num">{formatMoney(p.waived)}</dd>
          </div>
          <div className="dc-fact">
            <dt>{t("detail.net")}</dt>
            <dd className="dc-num dc-strong" data-testid="dc-penalty-net">
              {formatMoney(p.net)}
            </dd>
          </div>
        </dl>
      )}
      {c.canWaive && <Button onClick={() => setOpen(true)}>{t("detail.waive")}</Button>}
      {open && (
        <FormModal
          open
          title={t("detail.waiveTitle")}
          okText={t("detail.waive")}
          cancelText={t("common.cancel")}
          confirmLoading={waive.isPending}
          onCancel={() => setOpen(false)}
          okButtonProps={{ htmlType: "submit", form: "dc-waive-form" }}
          destroyOnHidden
        >
          <p>{t("detail.waiveHint", { amount: formatMoney(p.net) })}</p>
          <Form id="dc-waive-form" layout="vertical" requiredMark={false} onFinish={submit}>
            <Form.Item
              name="reason"
              label={t("detail.waiveReason")}
              rules={[
                { required: true, whitespace: true, message: t("detail.required") },
                { min: 3, message: t("detail.minNote") },
              ]}
            >
              <Input.TextArea rows={3} maxLength={1000} autoFocus />
            </Form.Item>
          </Form>
          {waive.isError && <Alert type="error" showIcon role="alert" title={errorText(waive.error)} />}
        </FormModal>
      )}
    </>
  );
}

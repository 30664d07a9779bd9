import { type BankApplicationDetail, type BankStatusBody, tashkentToday } from "@makon/shared";
import { Alert, DatePicker, Form, Input } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { FormModal } from "../../../../lib/ui/form-modal";
import { MoneyInput } from "../../../../lib/ui/money-input";

/** The moves that ask for something before they are made. */
export type DialogMove = "approved" | "rejected" | "funded";

interface MoveForm {
  amountApproved?: number | null;
  fundedAmount?: number | null;
  fundedAt?: Dayjs | null;
  loanNumber?: string;
  reason?: string;
  note?: string;
}

interface MoveDialogProps {
  move: DialogMove;
  application: BankApplicationDetail;
  pending: boolean;
  /** The last try's Uzbek error, when it failed on the form's values. */
  failure: string | null;
  onSubmit: (body: BankStatusBody) => void;
  onClose: () => void;
}

const trimmed = (v: string | undefined) => {
  const s = v?.trim();
  return s ? s : undefined;
};

/**
 * Approve (an amount up to the one asked), reject (a reason: it goes back to the sales manager),
 * or record the bank's money (amount, day, loan agreement number unless the approval had one).
 */
export function MoveDialog({ move, application: a, pending, failure, onSubmit, onClose }: MoveDialogProps) {
  const { t } = useTranslation("bankApplications");
  const [form] = Form.useForm<MoveForm>();
  const requested = formatMoney(a.amountRequested);
  const needsLoanNumber = move === "funded" && !a.loanNumber;

  const submit = (v: MoveForm) => {
    const note = trimmed(v.note);
    if (move === "approved")
      onSubmit({
        status: "approved",
        amountApproved: v.amountApproved ?? undefined,
        loanNumber: trimmed(v.loanNumber),
        note,
      });
    else if (move === "rejected") onSubmit({ status: "rejected", reason: trimmed(v.reason), note });
    else
      onSubmit({
        status: "funded",
        fundedAmount: v.fundedAmount ?? undefined,
        fundedAt: v.fundedAt?.format("YYYY-MM-DD"),
        loanNumber: trimmed(v.loanNumber),
        note,
      });
  };

  const title = {
    approved: t("moves.approveTitle"),
    rejected: t("moves.rejectTitle"),
    funded: t("moves.fundedTitle"),
  }[move];
  const text = {
    approved: t("moves.approveText", { amount: requested }),
    rejected: t("moves.rejectText"),
    funded: t("moves.fundedText"),
  }[move];

  return (
    <FormModal
      open
      title={title}
      okText={t(`moves.${move}`)}
      okButtonProps={{ danger: move === "rejected", htmlType: "submit", form: "ba-move-form" }}
      cancelText={t("moves.cancel")}
      onCancel={onClose}
      confirmLoading={pending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert
        type={move === "rejected" ? "warning" : "info"}
        showIcon
        title={text}
        className="ba-modal-alert"
      />
      <Form<MoveForm>
        id="ba-move-form"
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark
        initialValues={{
          amountApproved: a.amountRequested,
          fundedAmount: a.amountApproved ?? a.amountRequested,
          fundedAt: dayjs(tashkentToday()),
          loanNumber: a.loanNumber ?? undefined,
        }}
      >
        {move === "approved" && (
          <Form.Item
            name="amountApproved"
            label={t("moves.amountApproved")}
            rules={[
              { required: true, message: t("moves.amountRequired") },
              {
                validator: (_, value: number | null | undefined) => {
                  if (value === null || value === undefined) return Promise.resolve();
                  if (value <= 0) return Promise.reject(new Error(t("moves.amountPositive")));
                  if (value > a.amountRequested)
                    return Promise.reject(new Error(t("moves.amountTooBig", { amount: requested })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <MoneyInput autoFocus min={0} />
          </Form.Item>
        )}
        {move === "approved" && a.level === "upper" && (
          <Form.Item name="loanNumber" label={t("moves.loanNumberOptional")}>
            <Input maxLength={50} />
          </Form.Item>
        )}
        {move === "rejected" && (
          <Form.Item
            name="reason"
            label={t("moves.reason")}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  (value?.trim().length ?? 0) >= 3
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("moves.reasonRequired"))),
              },
            ]}
            required
          >
            <Input.TextArea autoFocus maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        )}
        {move === "funded" && (
          <>
            <Form.Item
              name="fundedAmount"
              label={t("moves.fundedAmount")}
              rules={[
                { required: true, message: t("moves.amountRequired") },
                {
                  validator: (_, value: number | null | undefined) =>
                    value === null || value === undefined || value > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("moves.amountPositive"))),
                },
              ]}
            >
              <MoneyInput autoFocus min={0} />
            </Form.Item>
            <Form.Item
              name="fundedAt"
              label={t("moves.fundedAt")}
              rules={[{ required: true, message: t("moves.fundedAtRequired") }]}
            >
              <DatePicker format="DD.MM.YYYY" className="ba-full" allowClear={false} />
            </Form.Item>
            <Form.Item
              name="loanNumber"
              label={needsLoanNumber ? t("moves.loanNumber") : t("moves.loanNumberOptional")}
              rules={
                needsLoanNumber
                  ? [{ required: true, whitespace: true, message: t("moves.loanNumberRequired") }]
                  : []
              }
            >
              <Input maxLength={50} />
            </Form.Item>
          </>
        )}
        <Form.Item name="note" label={t("moves.note")}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} className="ba-modal-error" />}
    </FormModal>
  );
}

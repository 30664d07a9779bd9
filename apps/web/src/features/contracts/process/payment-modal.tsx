import type { ContractDetail, PaymentKind } from "@makon/shared";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { formatMoney } from "../../../lib/format-money";
import { PaymentFormModal } from "../../../lib/ui/payment-form-modal";
import { useRecordPayment } from "../api/use-contract-actions";
import { nextUnpaidAmount } from "../contract-money";

/**
 * The most that may still be taken (OVERPAYMENT's details.owed) or paid back (REFUND_NOT_ALLOWED's
 * details.owedBack), when the answer says so.
 */
function limitOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = error.details as { owed?: unknown; owedBack?: unknown } | undefined;
  const value =
    error.code === "OVERPAYMENT"
      ? details?.owed
      : error.code === "REFUND_ABOVE_PAID"
        ? details?.owedBack
        : undefined;
  return typeof value === "number" ? value : undefined;
}

interface PaymentModalProps {
  contract: ContractDetail;
  /** "refund": money paid back on a refused contract, up to what it received. */
  kind?: PaymentKind;
  onClose: () => void;
}

/** Records a payment or a refund (one Idempotency-Key per opening: PaymentFormModal). */
export function PaymentModal({ contract, kind = "payment", onClose }: PaymentModalProps) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const record = useRecordPayment(contract.id, kind);
  const refund = kind === "refund";
  // A refused contract's "paid" is what it received less what went back: the most to refund.
  const suggested = refund ? contract.paid : nextUnpaidAmount(contract);
  const most = refund ? contract.paid : Math.max(0, contract.total - contract.paid);

  return (
    <PaymentFormModal
      words={{
        title: refund ? t("refund.title") : t("payment.title"),
        ok: refund ? t("refund.ok") : t("actions.save"),
        cancel: t("actions.cancel"),
        amount: t("payment.amount"),
        method: t("payment.method"),
        date: t("payment.date"),
        receipt: t("payment.receipt"),
        required: t("payment.required"),
        tooMuch: t(refund ? "refund.tooMuch" : "payment.tooMuch", { value: formatMoney(most) }),
        methodName: (m) => t(`method.${m}`),
      }}
      save={record}
      amount={suggested}
      method={refund ? "bank_transfer" : "cash"}
      most={most}
      onSaved={() => void message.success(refund ? t("refund.saved") : t("payment.saved"))}
      onClose={onClose}
      errorDetail={(failure) => {
        const limit = limitOf(failure);
        return limit === undefined
          ? undefined
          : t(refund ? "refund.owedBack" : "payment.owed", { value: formatMoney(limit) });
      }}
      notice={
        refund && (
          <p className="ct-muted" data-testid="refund-owed">
            {t("refund.text", { value: formatMoney(contract.paid) })}
          </p>
        )
      }
      classNames={{ row: "ct-form-row", full: "ct-full", error: "ct-modal-error" }}
      submitOnReceiptEnter
    />
  );
}

import type { DebtCaseDetail } from "@makon/shared";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";
import { PaymentFormModal } from "../../../../lib/ui/payment-form-modal";
import { useRecordCasePayment } from "../../api/use-case-mutations";

/** A payment taken from the case, offering what is overdue (one Idempotency-Key per opening). */
export function CasePaymentModal({ c, onClose }: { c: DebtCaseDetail; onClose: () => void }) {
  const { t } = useTranslation("collections");
  const { message } = App.useApp();
  const record = useRecordCasePayment(c.id);
  // The most the contract still takes, whatever the case says is overdue.
  const most = Math.max(0, c.contract.total - c.contract.paid);

  return (
    <PaymentFormModal
      words={{
        title: t("detail.payTitle"),
        ok: t("common.save"),
        cancel: t("common.cancel"),
        amount: t("detail.payAmount"),
        method: t("detail.payMethod"),
        date: t("detail.payDate"),
        receipt: t("detail.payReceipt"),
        required: t("detail.payRequired"),
        tooMuch: t("detail.payTooMuch", { value: formatMoney(most) }),
        methodName: (m) => t(`method.${m}`),
      }}
      save={record}
      amount={c.overdueAmount}
      method="cash"
      most={most}
      onSaved={(r) =>
        void message.success(r.status === "collected" ? t("detail.paidCollected") : t("detail.paid"))
      }
      onClose={onClose}
      classNames={{ row: "dc-form-row", full: "dc-full", error: "dc-alert" }}
    />
  );
}

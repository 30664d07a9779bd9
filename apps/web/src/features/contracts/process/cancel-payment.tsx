import { formatDate, type Payment } from "@makon/shared";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { formatMoney } from "../../../lib/format-money";
import { useCancelPayment } from "../api/use-contract-actions";
import { ReasonModal } from "./reason-modal";

/** Cancels one payment with a reason; the payment stays in the list, struck through. */
export function CancelPaymentModal({
  contractId,
  payment,
  onClose,
}: {
  contractId: number;
  payment: Payment;
  onClose: () => void;
}) {
  const { t } = useTranslation("contracts");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const cancel = useCancelPayment(contractId);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ReasonModal
      title={t("cancelPayment.title")}
      text={t("cancelPayment.text", {
        amount: formatMoney(payment.amount),
        date: formatDate(payment.paidAt),
      })}
      label={t("cancelPayment.reason")}
      okText={t("cancelPayment.ok")}
      pending={cancel.isPending}
      failure={failure}
      onSubmit={(reason) => {
        setFailure(null);
        cancel.mutate(
          { paymentId: payment.id, reason },
          {
            onSuccess: () => {
              void message.success(t("cancelPayment.done"));
              onClose();
            },
            onError: (error) => setFailure(errorText(error)),
          },
        );
      }}
      onClose={onClose}
    />
  );
}

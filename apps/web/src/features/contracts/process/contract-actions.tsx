import {
  BankOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  DollarOutlined,
  FilePdfOutlined,
  HistoryOutlined,
  RollbackOutlined,
  StopOutlined,
  SwapOutlined,
} from "@ant-design/icons";
import { BANK_PAYMENT_TYPES, type ContractDetail, type Language } from "@makon/shared";
import { App, Button, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { PdfLanguageButton } from "../../../lib/ui/pdf-language-button";
import { openContractPdf } from "../api/open-file";
import { useContractAction } from "../api/use-contract-actions";
import { CLOSED_STATUSES } from "../contract-money";
import type { ContractRights } from "../use-contract-rights";
import { BankModal } from "./bank-modal";
import { PaymentModal } from "./payment-modal";
import { PaymentTypeModal } from "./payment-type-modal";
import { ReasonModal } from "./reason-modal";
import { RescheduleModal } from "./reschedule-modal";
import { ScanButtons } from "./scan-buttons";

type Dialog = "pay" | "refund" | "reschedule" | "bank" | "refuse" | "paymentType" | null;

interface ContractActionsProps {
  contract: ContractDetail;
  rights: ContractRights;
  onHistory: () => void;
}

/** The buttons the user's rights and the contract's status allow, and their dialogs. */
export function ContractActions({ contract, rights, onHistory }: ContractActionsProps) {
  const { t } = useTranslation("contracts");
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pdfLoading, setPdfLoading] = useState(false);
  const action = useContractAction(contract.id);

  const open = !CLOSED_STATUSES.includes(contract.status);
  const bankDeal = BANK_PAYMENT_TYPES.includes(contract.paymentType);
  const downIn = contract.paid >= contract.downPayment;
  const owes = contract.total > contract.paid;
  const inProcess = contract.status === "in_process";
  const refused = contract.status === "refused";
  const close = () => {
    setDialog(null);
    setFailure(null);
  };

  // Papers the conclusion and the print need: said before, never found missing afterwards.
  const missing = [
    ...(contract.clientHasPassport ? [] : [t("papers.passport")]),
    ...(contract.hasScan ? [] : [t("papers.scan")]),
  ];
  const blockedBy =
    (contract.sellerRequiresPassport && !contract.clientHasPassport) ||
    (contract.sellerRequiresScan && !contract.hasScan);

  const conclude = () => {
    if (blockedBy) {
      modal.warning({
        title: t("papers.requiredTitle"),
        content: t("papers.required", { missing: missing.join(", ") }),
        okText: t("actions.close"),
      });
      return;
    }
    modal.confirm({
      title: t("actions.conclude"),
      content: missing.length
        ? `${t("papers.missing", { missing: missing.join(", ") })} ${t("actions.concludeConfirm")}`
        : t("actions.concludeConfirm"),
      okText: missing.length ? t("papers.concludeAnyway") : t("actions.yes"),
      okButtonProps: missing.length ? { danger: true } : undefined,
      cancelText: t("actions.no"),
      onOk: () =>
        action
          .mutateAsync({ kind: "conclude" })
          .then(() => void message.success(t("actions.done")))
          .catch((error: unknown) => void message.error(errorText(error))),
    });
  };

  const run = (payload: Parameters<typeof action.mutate>[0], done: string) => {
    setFailure(null);
    action.mutate(payload, {
      onSuccess: () => {
        void message.success(done);
        close();
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };

  const openPdf = (language: Language | undefined) => {
    setPdfLoading(true);
    openContractPdf(contract.id, language)
      .catch((error: unknown) => void message.error(`${t("pdfFailed")}: ${errorText(error)}`))
      .finally(() => setPdfLoading(false));
  };
  // Without the passport the paper has empty lines where it goes: asked first, or refused when
  // the seller prints only with it. In the client's language, or another one chosen from the menu.
  const pdf = (language: Language | undefined) => {
    if (contract.clientHasPassport) return openPdf(language);
    if (contract.sellerRequiresPassport) {
      modal.warning({
        title: t("papers.requiredTitle"),
        content: t("papers.printRequired"),
        okText: t("actions.close"),
      });
      return;
    }
    modal.confirm({
      title: t("actions.pdf"),
      content: t("papers.printWithout"),
      okText: t("papers.printAnyway"),
      cancelText: t("actions.no"),
      onOk: () => openPdf(language),
    });
  };

  return (
    <div className="ct-actions">
      {/* A handed-over contract still takes payments: keys may go out while installments run. */}
      {rights.pay && contract.status !== "refused" && owes && (
        <Button type="primary" icon={<DollarOutlined />} onClick={() => setDialog("pay")}>
          {t("actions.pay")}
        </Button>
      )}
      {rights.edit && inProcess && !bankDeal && (
        <Tooltip title={downIn ? undefined : t("actions.concludeNeedsDown")}>
          <span className={downIn ? undefined : "ct-blocked"}>
            <Button icon={<CheckCircleOutlined />} disabled={!downIn} onClick={conclude}>
              {t("actions.conclude")}
            </Button>
          </span>
        </Tooltip>
      )}
      {/* The bank gave less than asked and the client has paid the rest: the manager concludes. */}
      {rights.edit && contract.status === "bank_upper" && !owes && (
        <Button icon={<CheckCircleOutlined />} onClick={conclude}>
          {t("actions.conclude")}
        </Button>
      )}
      {rights.edit && inProcess && bankDeal && (
        <Tooltip title={downIn ? undefined : t("actions.bankNeedsDown")}>
          <span className={downIn ? undefined : "ct-blocked"}>
            <Button icon={<BankOutlined />} disabled={!downIn} onClick={() => setDialog("bank")}>
              {t("actions.bank")}
            </Button>
          </span>
        </Tooltip>
      )}
      {/* A bank said no, or the client changed their mind: paid another way, planned again. */}
      {rights.edit && inProcess && (
        <Button icon={<SwapOutlined />} onClick={() => setDialog("paymentType")}>
          {t("actions.changeType")}
        </Button>
      )}
      {rights.refund && refused && contract.paid > 0 && (
        <Button type="primary" icon={<RollbackOutlined />} onClick={() => setDialog("refund")}>
          {t("actions.refund")}
        </Button>
      )}
      {rights.edit &&
        ((open && contract.paymentType === "installment") ||
          (contract.status === "bank_upper" && owes && contract.paid > contract.downPayment)) && (
          <Button icon={<CalendarOutlined />} onClick={() => setDialog("reschedule")}>
            {t("actions.reschedule")}
          </Button>
        )}
      <PdfLanguageButton
        language={contract.clientLanguage}
        onOpen={pdf}
        loading={pdfLoading}
        icon={<FilePdfOutlined />}
        testId="ct-pdf-languages"
      >
        {t("actions.pdf")}
      </PdfLanguageButton>
      <ScanButtons contract={contract} canUpload={rights.edit && !refused} />
      <Button icon={<HistoryOutlined />} onClick={onHistory}>
        {t("actions.history")}
      </Button>
      {rights.refuse && open && (
        <Button danger icon={<StopOutlined />} onClick={() => setDialog("refuse")}>
          {t("actions.refuse")}
        </Button>
      )}
      {!downIn && rights.edit && inProcess && (
        <span className="ct-muted ct-actions-note">
          {bankDeal ? t("actions.bankNeedsDown") : t("actions.concludeNeedsDown")}
        </span>
      )}

      {dialog === "pay" && <PaymentModal contract={contract} onClose={close} />}
      {dialog === "refund" && <PaymentModal contract={contract} kind="refund" onClose={close} />}
      {dialog === "reschedule" && <RescheduleModal contract={contract} onClose={close} />}
      {dialog === "paymentType" && <PaymentTypeModal contract={contract} onClose={close} />}
      {dialog === "bank" && (
        <BankModal
          contract={contract}
          pending={action.isPending}
          failure={failure}
          onSubmit={(bankId, note) => run({ kind: "bank", bankId, note }, t("bank.done"))}
          onClose={close}
        />
      )}
      {dialog === "refuse" && (
        <ReasonModal
          title={t("refuse.title")}
          text={t("refuse.text")}
          label={t("refuse.reason")}
          okText={t("refuse.ok")}
          pending={action.isPending}
          failure={failure}
          onSubmit={(reason) => run({ kind: "refuse", reason }, t("refuse.done"))}
          onClose={close}
        />
      )}
    </div>
  );
}

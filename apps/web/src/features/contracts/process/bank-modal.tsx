import type { Bank, ContractDetail } from "@makon/shared";
import { Alert, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { FormModal } from "../../../lib/ui/form-modal";
import { useAllBanks } from "../../banks";

interface BankModalProps {
  contract: ContractDetail;
  pending: boolean;
  failure: string | null;
  onSubmit: (bankId: number, note: string | null) => void;
  onClose: () => void;
}

/** Sends a bank deal to the lower bank stage: the branch (a bank with a parent) takes the application. */
export function BankModal({ contract, pending, failure, onSubmit, onClose }: BankModalProps) {
  const { t } = useTranslation("contracts");
  const banks = useAllBanks();
  const [bankId, setBankId] = useState<number>();
  const [note, setNote] = useState("");
  const branches = (banks.data ?? []).filter((b: Bank) => b.parentId !== null);
  return (
    <FormModal
      open
      title={t("bank.title")}
      okText={t("bank.ok")}
      okButtonProps={{ disabled: bankId === undefined }}
      cancelText={t("actions.cancel")}
      onOk={() => bankId !== undefined && onSubmit(bankId, note.trim() || null)}
      onCancel={onClose}
      confirmLoading={pending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <p>{t("bank.text", { value: formatMoney(contract.total - contract.downPayment) })}</p>
      <label htmlFor="ct-bank" className="ct-label">
        {t("bank.branch")}
      </label>
      <Select<number>
        id="ct-bank"
        className="ct-full"
        showSearch={{ optionFilterProp: "label" }}
        loading={banks.loading}
        value={bankId}
        onChange={setBankId}
        options={branches.map((b) => ({
          value: b.id,
          label: `${b.name} (${b.mfo})`,
        }))}
      />
      <label htmlFor="ct-bank-note" className="ct-label ct-label-gap">
        {t("bank.note")}
      </label>
      <Input.TextArea
        id="ct-bank-note"
        value={note}
        maxLength={500}
        onChange={(e) => setNote(e.target.value)}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} className="ct-modal-error" />}
    </FormModal>
  );
}

import type { CreateContractBody, Organisation, UnitRow } from "@makon/shared";
import { Alert, App, Descriptions, Select } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useErrorText } from "../../../lib/api";
import { useCachedList } from "../../../lib/cache";
import { formatMoney } from "../../../lib/format-money";
import { FormModal } from "../../../lib/ui/form-modal";
import { useCreateContract } from "../api/use-create-contract";
import type { CalcInput, CalcResult } from "../sales-model";

interface Props {
  open: boolean;
  onClose: () => void;
  unit: UnitRow;
  clientId: number;
  clientName: string;
  input: CalcInput;
  result: CalcResult;
}

/** The calculator's deal plus the seller (an own organisation and its account) → POST /api/shartnoma. */
export function ContractModal({ open, onClose, unit, clientId, clientName, input, result }: Props) {
  const { t } = useTranslation("sales");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const orgs = useCachedList<Organisation[]>("organisations");
  const sellers = useMemo(() => (orgs.data ?? []).filter((o) => o.kind === "own"), [orgs.data]);
  const buyers = useMemo(() => (orgs.data ?? []).filter((o) => o.kind !== "own"), [orgs.data]);
  const [sellerPick, setSellerPick] = useState<number | null>(null);
  const [accountPick, setAccountPick] = useState<number | null>(null);
  const [buyerId, setBuyerId] = useState<number | null>(null);
  const create = useCreateContract();

  // Defaults: the first own organisation and its primary account, until the seller picks others.
  const seller = sellers.find((o) => o.id === sellerPick) ?? sellers[0];
  const account =
    seller?.accounts.find((a) => a.id === accountPick) ??
    seller?.accounts.find((a) => a.primary) ??
    seller?.accounts[0];
  const needsBuyer = input.paymentType === "organisation";

  const submit = () => {
    if (!seller) return;
    const body: CreateContractBody = {
      clientId,
      unitId: unit.id,
      paymentType: input.paymentType,
      months: result.months,
      discount: input.discount,
      sellerOrganisationId: seller.id,
      ...(account ? { sellerAccountId: account.id } : {}),
      ...(input.paymentType === "full" ? {} : { downPayment: result.downPayment }),
      ...(needsBuyer ? { buyerOrganisationId: buyerId } : {}),
    };
    create.mutate(
      { body, buildingId: unit.buildingId },
      {
        onSuccess: (contract) => {
          void message.success(t("contract.created", { number: contract.number }));
          navigate(`/shartnoma_jarayon/${contract.id}`);
        },
      },
    );
  };

  return (
    <FormModal
      open={open}
      title={t("contract.title", { number: unit.number })}
      onCancel={onClose}
      onOk={submit}
      okText={t("contract.submit")}
      cancelText={t("client.cancel")}
      okButtonProps={{ disabled: !seller || (needsBuyer && buyerId === null) || result.problem !== null }}
      confirmLoading={create.isPending}
      destroyOnHidden
      className="sl-contract-modal"
    >
      <Descriptions column={1} size="small" bordered className="sl-contract-summary">
        <Descriptions.Item label={t("client.title")}>{clientName}</Descriptions.Item>
        <Descriptions.Item label={t("calc.paymentType")}>
          {t(`paymentTypes.${input.paymentType}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t("calc.total")}>{formatMoney(result.total)}</Descriptions.Item>
        {input.paymentType !== "full" && (
          <Descriptions.Item label={t("calc.downPayment")}>
            {formatMoney(result.downPayment)}
          </Descriptions.Item>
        )}
        {input.paymentType === "installment" && (
          <Descriptions.Item label={t("calc.months")}>{result.months}</Descriptions.Item>
        )}
      </Descriptions>
      {orgs.data !== undefined && sellers.length === 0 && (
        <Alert type="warning" showIcon title={t("contract.noSellers")} />
      )}
      <div className="sl-field">
        <span>{t("contract.seller")}</span>
        <Select<number>
          aria-label={t("contract.seller")}
          loading={orgs.loading}
          value={seller?.id}
          onChange={(id) => {
            setSellerPick(id);
            setAccountPick(null);
          }}
          options={sellers.map((o) => ({ value: o.id, label: o.name }))}
        />
      </div>
      <div className="sl-field">
        <span>{t("contract.account")}</span>
        <Select<number>
          aria-label={t("contract.account")}
          value={account?.id}
          onChange={setAccountPick}
          options={(seller?.accounts ?? []).map((a) => ({
            value: a.id,
            label: `${a.accountNumber} (${a.bankName})`,
          }))}
        />
      </div>
      {needsBuyer && (
        <div className="sl-field">
          <span>{t("contract.buyer")}</span>
          <Select<number>
            aria-label={t("contract.buyer")}
            showSearch={{ optionFilterProp: "label" }}
            value={buyerId ?? undefined}
            onChange={setBuyerId}
            options={buyers.map((o) => ({ value: o.id, label: o.name }))}
          />
        </div>
      )}
      {create.isError && <Alert className="sl-error" type="error" showIcon title={errorText(create.error)} />}
    </FormModal>
  );
}

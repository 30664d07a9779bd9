import { useCurrentUser } from "../../lib/session";

/** The contract action keys the signed-in user holds. */
export function useContractRights() {
  const { data: user } = useCurrentUser();
  const has = (key: string) => user?.dostup.includes(key) ?? false;
  return {
    pay: has("payment_create"),
    cancelPayment: has("payment_cancel"),
    edit: has("contract_edit"),
    refuse: has("contract_refuse"),
    refund: has("refund_create"),
  };
}
export type ContractRights = ReturnType<typeof useContractRights>;

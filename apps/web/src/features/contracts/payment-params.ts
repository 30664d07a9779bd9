import { PAYMENT_KINDS, PAYMENT_LIST_SORTS, PAYMENT_METHODS, type PaymentListSort } from "@makon/shared";
import {
  choice,
  defineList,
  id,
  matching,
  type ParamsOf,
  signedColumns,
  text,
} from "../../lib/ui/list-params";
import { DEFAULT_SIZE, PAGE_SIZES } from "../../lib/ui/url-params";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the payments journal (/tolovlar) asks GET /api/shartnoma/payments for, all in the address.
 * A period not in the address is this month so far (the screen fills it in); cancelled payments
 * are shown unless they are left out.
 */
export const paymentList = defineList({
  fields: {
    from: matching(DAY),
    to: matching(DAY),
    q: text(100),
    objectId: id(),
    method: choice(PAYMENT_METHODS),
    kind: choice(PAYMENT_KINDS),
    cancelled: choice(["exclude"] as const),
  },
  sorts: {
    values: PAYMENT_LIST_SORTS,
    default: "-paidAt",
    columns: signedColumns<"paidAt" | "amount">(["paidAt", "amount"]),
  },
  sizes: PAGE_SIZES,
  defaultSize: DEFAULT_SIZE,
});

export type PaymentListParams = ParamsOf<typeof paymentList>;
export type { PaymentListSort };

import type { CreateAccountBody, OrganisationDetail, UpdateAccountBody } from "@makon/shared";
import { digitsOnly, groupAccountNumber } from "./organisation-format";

export type OrganisationAccount = OrganisationDetail["accounts"][number];

/** The account form; the number is shown grouped ("2020 8000 …") and sent as 20 digits. */
export interface AccountFormValues {
  bankId: number | undefined;
  accountNumber: string;
  mfo: string;
  primary: boolean;
}

export const ACCOUNT_DIGITS = 20;
export const MFO_DIGITS = 5;

/** Spaces and dashes typed for readability are allowed; anything else is not. */
export const isValidAccountNumber = (value: string) =>
  /^[\d\s-]*$/.test(value) && digitsOnly(value).length === ACCOUNT_DIGITS;
export const isValidMfo = (value: string) => /^\d{5}$/.test(value.trim());

/** What is typed into the number field: digits only, at most 20, grouped for reading. */
export function normaliseAccountInput(value: string | undefined): string {
  return groupAccountNumber(digitsOnly(value ?? "").slice(0, ACCOUNT_DIGITS));
}

/** What is typed into an MFO field: digits only, at most 5. */
export function normaliseMfoInput(value: string | undefined): string {
  return digitsOnly(value ?? "").slice(0, MFO_DIGITS);
}

export function emptyAccountForm(firstAccount: boolean): AccountFormValues {
  return { bankId: undefined, accountNumber: "", mfo: "", primary: firstAccount };
}

export function toAccountFormValues(account: OrganisationAccount): AccountFormValues {
  return {
    bankId: account.bankId,
    accountNumber: groupAccountNumber(account.accountNumber),
    mfo: account.mfo,
    primary: account.primary,
  };
}

/** The POST body; assumes the form has validated. */
export function toCreateAccountBody(values: AccountFormValues): CreateAccountBody {
  return {
    bankId: values.bankId as number,
    accountNumber: digitsOnly(values.accountNumber),
    mfo: values.mfo.trim(),
    ...(values.primary ? { primary: true } : {}),
  };
}

/**
 * The PATCH body: the changed fields only. An account stops being primary only when another
 * one is made primary, so `primary` is sent only to switch it on.
 */
export function toUpdateAccountBody(
  values: AccountFormValues,
  saved: OrganisationAccount,
): UpdateAccountBody {
  const next = toCreateAccountBody(values);
  const body: UpdateAccountBody = {};
  if (next.bankId !== saved.bankId) body.bankId = next.bankId;
  if (next.accountNumber !== saved.accountNumber) body.accountNumber = next.accountNumber;
  if (next.mfo !== saved.mfo) body.mfo = next.mfo;
  if (values.primary && !saved.primary) body.primary = true;
  return body;
}

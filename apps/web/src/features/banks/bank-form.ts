import type { Bank, CreateBankBody, UpdateBankBody } from "@makon/shared";

export interface BankFormValues {
  name: string;
  mfo: string;
  /** The head office of a branch; undefined for a head office. */
  parentId: number | undefined;
}

/** The fields of a bank the form edits. */
export interface BankFields {
  id: number;
  name: string;
  mfo: string;
  parentId: number | null;
}

export const EMPTY_BANK_FORM: BankFormValues = { name: "", mfo: "", parentId: undefined };

export const isValidBankMfo = (mfo: string) => /^\d{5}$/.test(mfo.trim());

export function toBankFormValues(bank: BankFields): BankFormValues {
  return { name: bank.name, mfo: bank.mfo, parentId: bank.parentId ?? undefined };
}

export function toCreateBankBody(values: BankFormValues): CreateBankBody {
  return { name: values.name.trim(), mfo: values.mfo.trim(), parentId: values.parentId ?? null };
}

/** The changed fields only (may be empty). */
export function toUpdateBankBody(values: BankFormValues, saved: BankFields): UpdateBankBody {
  const next = toCreateBankBody(values);
  const body: UpdateBankBody = {};
  if (next.name !== saved.name) body.name = next.name;
  if (next.mfo !== saved.mfo) body.mfo = next.mfo;
  if ((next.parentId ?? null) !== saved.parentId) body.parentId = next.parentId ?? null;
  return body;
}

/** The head offices a branch may belong to (never the bank itself), by name. */
export function headOfficeOptions(
  banks: readonly Bank[],
  exceptId?: number,
): { value: number; label: string }[] {
  return banks
    .filter((bank) => bank.parentId === null && bank.id !== exceptId)
    .sort((a, b) => a.name.localeCompare(b.name, "uz"))
    .map((bank) => ({ value: bank.id, label: `${bank.name} (${bank.mfo})` }));
}

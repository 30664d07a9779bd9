import { describe, expect, it } from "vitest";
import {
  emptyAccountForm,
  isValidAccountNumber,
  isValidMfo,
  normaliseAccountInput,
  normaliseMfoInput,
  type OrganisationAccount,
  toAccountFormValues,
  toCreateAccountBody,
  toUpdateAccountBody,
} from "./account-form";

const account: OrganisationAccount = {
  id: 7,
  bankId: 2,
  bankName: "Xalq banki",
  accountNumber: "20208000123456789012",
  mfo: "00873",
  primary: false,
};

describe("account form", () => {
  it("takes exactly 20 digits, however they are grouped", () => {
    expect(isValidAccountNumber("2020 8000 1234 5678 9012")).toBe(true);
    expect(isValidAccountNumber("20208000123456789012")).toBe(true);
    expect(isValidAccountNumber("2020 8000 1234 5678 901")).toBe(false);
    expect(isValidAccountNumber("2020800012345678901a")).toBe(false);
  });

  it("keeps at most 20 digits while typing, grouped", () => {
    expect(normaliseAccountInput("2020-8000 1234567890123456")).toBe("2020 8000 1234 5678 9012");
    expect(normaliseAccountInput(undefined)).toBe("");
  });

  it("checks and trims MFO input to 5 digits", () => {
    expect(isValidMfo("00873")).toBe(true);
    expect(isValidMfo("0087")).toBe(false);
    expect(normaliseMfoInput("00a8734")).toBe("00873");
  });

  it("suggests primary for the first account only", () => {
    expect(emptyAccountForm(true).primary).toBe(true);
    expect(emptyAccountForm(false).primary).toBe(false);
  });

  it("sends the number as 20 digits and primary only when ticked", () => {
    const values = { bankId: 2, accountNumber: "2020 8000 1234 5678 9012", mfo: "00873", primary: false };
    expect(toCreateAccountBody(values)).toEqual({
      bankId: 2,
      accountNumber: "20208000123456789012",
      mfo: "00873",
    });
    expect(toCreateAccountBody({ ...values, primary: true }).primary).toBe(true);
  });

  it("sends only the changes on edit, and primary only to switch it on", () => {
    const values = toAccountFormValues(account);
    expect(values.accountNumber).toBe("2020 8000 1234 5678 9012");
    expect(toUpdateAccountBody(values, account)).toEqual({});
    expect(toUpdateAccountBody({ ...values, bankId: 3, mfo: "00400", primary: true }, account)).toEqual({
      bankId: 3,
      mfo: "00400",
      primary: true,
    });
    expect(toUpdateAccountBody({ ...values, primary: false }, { ...account, primary: true })).toEqual({});
  });
});

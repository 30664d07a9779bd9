import type { User } from "@makon/shared";
import { describe, expect, it } from "vitest";
import {
  checkName,
  checkPassword,
  checkPhone,
  checkRole,
  createBody,
  emptyFormValues,
  fieldErrorsFromDetails,
  formValuesOf,
  isFieldMessage,
  updateBody,
} from "./user-form";

const user: User = {
  id: 7,
  name: "Aziz Karimov",
  phone: "931112233",
  role: "Sotuv menejeri",
  sectionId: 3,
  sectionName: "Sotuv",
  active: true,
  lastLoginAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  pagesDostup: ["sotuv", "home"],
  dostup: ["unit_book"],
  clientScope: "own",
  contractScope: "own",
  activeSessions: 1,
  signInBlockedUntil: null,
};

describe("field checks", () => {
  it("name: required, 2–100 characters after trimming", () => {
    expect(checkName("")).toBe("nameRequired");
    expect(checkName("  A ")).toBe("NAME_TOO_SHORT");
    expect(checkName("x".repeat(101))).toBe("NAME_TOO_LONG");
    expect(checkName(" Ali ")).toBeUndefined();
  });

  it("phone: 9 digits through the mask", () => {
    expect(checkPhone("")).toBe("phoneRequired");
    expect(checkPhone("90-123-45")).toBe("PHONE_9_DIGITS");
    expect(checkPhone("90-123-45-67")).toBeUndefined();
  });

  it("role: required, 2–60 characters", () => {
    expect(checkRole(" ")).toBe("roleRequired");
    expect(checkRole("x")).toBe("ROLE_TOO_SHORT");
    expect(checkRole("x".repeat(61))).toBe("ROLE_TOO_LONG");
    expect(checkRole("Direktor")).toBeUndefined();
  });

  it("password: required on create, optional on edit, 8–1024 characters untrimmed", () => {
    expect(checkPassword("", true)).toBe("passwordRequired");
    expect(checkPassword("", false)).toBeUndefined();
    expect(checkPassword("1234567", false)).toBe("PASSWORD_TOO_SHORT");
    expect(checkPassword("       8", true)).toBeUndefined();
    expect(checkPassword("x".repeat(1025), true)).toBe("PASSWORD_TOO_LONG");
  });
});

describe("createBody", () => {
  it("trims, strips the phone mask and orders the rights", () => {
    const body = createBody({
      ...emptyFormValues(),
      name: " Aziz ",
      phone: "93-111-22-33",
      role: " Kassir ",
      password: "secret-123",
      rights: {
        pagesDostup: ["sotuv", "home", "no_such_page"],
        dostup: ["export_excel", "unit_book"],
        clientScope: "section",
        contractScope: "own",
      },
    });
    expect(body).toEqual({
      name: "Aziz",
      phone: "931112233",
      role: "Kassir",
      password: "secret-123",
      sectionId: null,
      active: true,
      pagesDostup: ["home", "sotuv"],
      dostup: ["unit_book", "export_excel"],
      clientScope: "section",
      contractScope: "own",
    });
  });
});

describe("updateBody", () => {
  it("is empty when nothing changed (rights in another order are the same rights)", () => {
    expect(updateBody(user, formValuesOf(user))).toEqual({});
  });

  it("sends only the changed fields", () => {
    const values = formValuesOf(user);
    const body = updateBody(user, {
      ...values,
      role: "Katta menejer",
      password: "new-password",
      active: false,
      sectionId: null,
      rights: { ...values.rights, dostup: [] },
    });
    expect(body).toEqual({
      role: "Katta menejer",
      password: "new-password",
      active: false,
      sectionId: null,
      dostup: [],
    });
  });

  it("formats the phone for the mask", () => {
    expect(formValuesOf(user).phone).toBe("93-111-22-33");
  });
});

describe("fieldErrorsFromDetails", () => {
  it("maps zod issues to form fields", () => {
    expect(
      fieldErrorsFromDetails([
        { path: ["password"], message: "PASSWORD_TOO_SHORT" },
        { path: "/phone", code: "pattern", message: "PHONE_9_DIGITS" },
        { path: "/pagesDostup/3", message: "Invalid option" },
        { path: ["other"], message: "X" },
        "junk",
      ]),
    ).toEqual([
      { field: "password", message: "PASSWORD_TOO_SHORT" },
      { field: "phone", message: "PHONE_9_DIGITS" },
    ]);
    expect(fieldErrorsFromDetails(undefined)).toEqual([]);
  });

  it("knows which codes have their own Uzbek text", () => {
    expect(isFieldMessage("PASSWORD_TOO_SHORT")).toBe(true);
    expect(isFieldMessage("Invalid option")).toBe(false);
  });
});

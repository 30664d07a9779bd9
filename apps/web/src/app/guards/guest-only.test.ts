import { describe, expect, it } from "vitest";
import { signedInPath } from "./guest-only";

describe("the address a signed-in page load shows", () => {
  it("is the home for the sign-in page, which the app reloads after a sign-in", () => {
    expect(signedInPath("/login")).toBe("/");
  });
  it("is the address itself for any other page", () => {
    expect(signedInPath("/baza")).toBe("/baza");
    expect(signedInPath("/bino/12")).toBe("/bino/12");
    expect(signedInPath("/")).toBe("/");
  });
});

import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath, signedInPath } from "./guest-only";

describe("the address a signed-in page load shows", () => {
  it("is the home for the sign-in page, which the app reloads after a sign-in", () => {
    expect(signedInPath("/login")).toBe("/");
    expect(signedInPath("/login", "?next=")).toBe("/");
  });
  it("is the address itself for any other page", () => {
    expect(signedInPath("/baza")).toBe("/baza");
    expect(signedInPath("/bino/12")).toBe("/bino/12");
    expect(signedInPath("/")).toBe("/");
  });
  it("is the link asked for while signed out, with its query", () => {
    expect(signedInPath("/login", `?next=${encodeURIComponent("/shartnoma_jarayon/5?tab=2")}`)).toBe(
      "/shartnoma_jarayon/5?tab=2",
    );
  });
});

describe("the page a sign-in may return to", () => {
  it("is a path of this app", () => {
    expect(safeNextPath("/shartnoma_jarayon/5")).toBe("/shartnoma_jarayon/5");
    expect(safeNextPath("/baza?q=ali#top")).toBe("/baza?q=ali#top");
  });
  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "http://evil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil",
    "/api/user/logout",
    "/api",
    "/login",
    "/ /evil.example",
    "",
  ])("never %j", (raw) => {
    expect(safeNextPath(raw)).toBeNull();
    expect(signedInPath("/login", `?next=${encodeURIComponent(raw)}`)).toBe("/");
  });
  it("is kept by /login only when it is not the home", () => {
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("/sotuv?x=1")).toBe("/login?next=%2Fsotuv%3Fx%3D1");
  });
});

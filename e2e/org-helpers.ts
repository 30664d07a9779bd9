import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type Account, expect, signInWithToken } from "./fixtures";

/** A signed-in browser page and the token its API calls use. */
export interface Session {
  page: Page;
  token: string;
}

export async function openSession(page: Page, account: Account): Promise<Session> {
  return { page, token: await signInWithToken(page, account) };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Random digits; the first is never 0 so numbers read naturally. */
export function randomDigits(length: number): string {
  let out = String(1 + Math.floor(Math.random() * 9));
  while (out.length < length) out += String(Math.floor(Math.random() * 10));
  return out;
}

/** A suffix that keeps names from different tests (and runs) apart. */
export const uniqueTag = () => `${Date.now().toString(36)}${randomDigits(3)}`;

export interface OrganisationInput {
  name: string;
  kind?: "own" | "partner" | "buyer";
  stir?: string;
  director?: string | null;
  phone?: string | null;
  address?: string | null;
}

export interface CreatedOrganisation {
  id: number;
  name: string;
  stir: string;
}

async function json<T>(
  request: APIRequestContext,
  method: "get" | "post" | "patch" | "delete",
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { headers: auth(token), data });
  expect(res.ok(), `${method.toUpperCase()} ${url} → ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

export function createOrganisation(
  { page, token }: Session,
  input: OrganisationInput,
): Promise<CreatedOrganisation> {
  return json(page.request, "post", "/api/tashkilot", token, {
    kind: "partner",
    stir: randomDigits(9),
    ...input,
  });
}

export function archiveOrganisation({ page, token }: Session, id: number, archived = true): Promise<unknown> {
  return json(page.request, "patch", `/api/tashkilot/${id}`, token, { archived });
}

export function updateOrganisation(
  { page, token }: Session,
  id: number,
  body: Record<string, unknown>,
): Promise<unknown> {
  return json(page.request, "patch", `/api/tashkilot/${id}`, token, body);
}

export interface BankRow {
  id: number;
  name: string;
  mfo: string;
  parentId: number | null;
}

export function allBanks({ page, token }: Session): Promise<BankRow[]> {
  return json(page.request, "get", "/api/bank/all", token);
}

export function createBank(
  { page, token }: Session,
  body: { name: string; mfo: string; parentId?: number | null },
): Promise<BankRow> {
  return json(page.request, "post", "/api/bank", token, body);
}

/** The signed-in user's id and name. */
export async function whoAmI({ page, token }: Session): Promise<{ id: number; name: string }> {
  const decoded = await json<{ decodeToken: { id: number } }>(
    page.request,
    "get",
    "/api/user/decodeToken",
    token,
  );
  return json(page.request, "get", `/api/user/byid/${decoded.decodeToken.id}`, token);
}

/** A free 5-digit MFO (the demo banks use 00xxx and 01xxx). */
export const randomMfo = () => `9${randomDigits(4)}`;

/** Waits for running CSS animations (modal zoom, dropdown slide) to end, so a screenshot shows the settled screen. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/**
 * Opens an antd Select and picks the option with this text, then checks the Select shows it
 * (a click during the dropdown's opening animation can miss; the pick is retried).
 */
export async function choose(
  page: Page,
  select: Locator,
  option: string,
  box: Locator = select.locator(
    "xpath=ancestor-or-self::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]",
  ),
): Promise<void> {
  await expect(async () => {
    if ((await page.locator(".ant-select-dropdown:visible").count()) === 0) await select.click();
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option })
      .first()
      .click({ timeout: 2000 });
    await expect(box).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
}

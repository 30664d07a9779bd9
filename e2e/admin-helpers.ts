import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { type Account, ADMIN, expect, signInWithToken } from "./fixtures";

/** Helpers for the administration specs (users, sections): data through the API. */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh 9-digit phone in the 93 range, which the demo data never uses. */
export function uniquePhone(): string {
  let digits = "";
  while (digits.length < 7) digits += String(Math.floor(Math.random() * 10));
  return `93${digits}`;
}

/** A short suffix that keeps names of different tests and runs apart. */
export const uniqueTag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 900 + 100)}`;

/** "931234567" → "93 123-45-67", as the list shows phones. */
export const shownPhone = (phone: string) =>
  `${phone.slice(0, 2)} ${phone.slice(2, 5)}-${phone.slice(5, 7)}-${phone.slice(7)}`;

/** Signs in through the API only (no browser) and returns the token. Never a failed attempt. */
export async function apiLogin(
  request: APIRequestContext,
  account: Account,
  userAgent?: string,
): Promise<string> {
  const res = await request.post("/api/user/login", {
    data: { phone: account.phone, password: account.password },
    headers: userAgent ? { "user-agent": userAgent } : undefined,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A call that must succeed; its JSON answer (undefined for 204). */
export async function api<T>(
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

/** The status a call answers, whatever it is. */
export async function statusOf(
  request: APIRequestContext,
  method: "get" | "post" | "patch" | "delete",
  url: string,
  token: string,
  data?: unknown,
): Promise<number> {
  return (await request[method](url, { headers: auth(token), data })).status();
}

export interface User {
  id: number;
  name: string;
  phone: string;
  role: string;
  sectionId: number | null;
  sectionName: string | null;
  active: boolean;
  pagesDostup: string[];
  dostup: string[];
  activeSessions: number;
}

export interface NewUser {
  user: User;
  account: Account;
}

/** Creates a user through the API (as the administrator) with a unique phone. */
export async function createUser(
  request: APIRequestContext,
  adminToken: string,
  input: {
    name?: string;
    role?: string;
    pages?: string[];
    actions?: string[];
    active?: boolean;
    clientScope?: "own" | "section" | "all";
    contractScope?: "own" | "section" | "all";
  } = {},
): Promise<NewUser> {
  const phone = uniquePhone();
  const password = `pw-${uniqueTag()}-secret`;
  const user = await api<User>(request, "post", "/api/user", adminToken, {
    name: input.name ?? `Test Xodim ${uniqueTag()}`,
    phone,
    password,
    role: input.role ?? "Sinov xodimi",
    pagesDostup: input.pages ?? ["home"],
    dostup: input.actions ?? [],
    ...(input.active === undefined ? {} : { active: input.active }),
    ...(input.clientScope ? { clientScope: input.clientScope } : {}),
    ...(input.contractScope ? { contractScope: input.contractScope } : {}),
  });
  return { user, account: { phone, password } };
}

export function adminToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, ADMIN);
}

/** A second signed-in browser (another person at another computer). */
export async function openAs(browser: Browser, account: Account, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "uz-UZ" });
  const page = await context.newPage();
  await signInWithToken(page, account);
  return page;
}

/** The visible side-menu entries' texts (the drawer's, below 992 px, once opened). */
export async function menuTexts(page: Page): Promise<string[]> {
  const items = page.locator(".side-menu .ant-menu-item").filter({ visible: true });
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** The data rows of an antd table. */
export const tableRows = (scope: Page | Locator, className: string) =>
  scope.locator(`.${className} .ant-table-tbody tr.ant-table-row`);

/** The antd message (banner) with this text. */
export const notice = (page: Page, text: string) =>
  page.locator(".ant-message-notice").filter({ hasText: text });

/** Picks an option of an antd Select: by its exact title, else by text; waits for the list to close. */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  const open = page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");
  await expect(open).toHaveCount(0);
  await select.click();
  await expect(open.last()).toBeVisible();
  // A click while the list is still sliding in can land on nothing.
  await settle(page);
  const options = open.last().locator(".ant-select-item-option");
  const exact = options.and(page.locator(`[title="${option}"]`));
  const item = (await exact.count()) > 0 ? exact.first() : options.filter({ hasText: option }).first();
  await item.click();
  await expect(open).toHaveCount(0);
}

/** The page has no sideways scroll bar: nothing is wider than the window. */
export async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Waits for running CSS animations and transitions (a drawer sliding in) before a screenshot. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and the like run forever; only what ends is waited for.
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A new object with one building of one entrance, two floors of two 50 m² units each, under
 * construction (as the given admin token): what a test that changes a building starts from.
 */
export async function newBuilding(
  request: APIRequestContext,
  token: string,
  names: { object: string; building: string },
): Promise<{ object: { id: number; name: string }; building: { id: number; name: string } }> {
  const object = await api<{ id: number; name: string }>(request, "post", "/api/obyekt", token, {
    name: names.object,
    address: "Toshkent, Sinov koʻchasi 16",
  });
  const building = await api<{ id: number; name: string }>(request, "post", "/api/bino", token, {
    objectId: object.id,
    name: names.building,
    entrances: 1,
    floors: 2,
    unitsPerFloor: 2,
    areaM2: 50,
    pricePerM2: 10_000_000,
    buildStatus: "finishing",
  });
  return { object, building };
}

/**
 * A paper opened in a new tab: titled with its own name and saved under it (the server's
 * Content-Disposition), never under a blob's random id; the file itself shown below.
 */
export async function expectPaperTab(tab: Page, name: RegExp): Promise<void> {
  await expect(tab).toHaveTitle(name);
  await expect(tab.getByTestId("file-name")).toHaveText(name);
  await expect(tab.getByRole("link", { name: "Yuklab olish" })).toHaveAttribute("download", name);
  await expect(tab.locator("iframe")).toHaveAttribute("src", /^blob:/);
}

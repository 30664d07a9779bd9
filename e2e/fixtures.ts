import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** The config puts the run's passwords in the environment; without them the suite cannot sign in. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts`);
  return value;
}

/** Demo users (seeded by the server the suite starts) and the administrator. */
export const ADMIN = {
  phone: process.env.E2E_ADMIN_PHONE ?? "901234567",
  password: requiredEnv("E2E_ADMIN_PASSWORD"),
};
const demoPassword = requiredEnv("E2E_DEMO_PASSWORD");
export const RECEPTION = {
  phone: "901000001",
  password: demoPassword,
  name: "Dilnoza Karimova",
  role: "Qabulxona xodimi",
};
export const CALL_CENTER = {
  phone: "901000002",
  password: demoPassword,
  name: "Madina Yusupova",
  role: "Qoʻngʻiroqlar markazi operatori",
};
/** The second demo operator: the call centre's section shares one callback queue. */
export const CALL_CENTER_2 = {
  phone: "901000012",
  password: demoPassword,
  name: "Sevara Tursunova",
  role: "Qoʻngʻiroqlar markazi operatori",
};
export const SALES = {
  phone: "901000003",
  password: demoPassword,
  name: "Jasur Rahimov",
  role: "Sotuv menejeri",
};
export const CONTRACTS = {
  phone: "901000004",
  password: demoPassword,
  name: "Gulnora Saidova",
  role: "Shartnomalar boʻlimi",
};
export const BANK_LOWER = {
  phone: "901000005",
  password: demoPassword,
  name: "Otabek Nazarov",
  role: "Quyi bank xodimi",
};
export const BANK_LOWER_BOSS = {
  phone: "901000006",
  password: demoPassword,
  name: "Rustam Ergashev",
  role: "Quyi bank rahbari",
};
export const BANK_UPPER = {
  phone: "901000007",
  password: demoPassword,
  name: "Nilufar Qodirova",
  role: "Yuqori bank xodimi",
};
export const BANK_UPPER_BOSS = {
  phone: "901000008",
  password: demoPassword,
  name: "Sardor Toshmatov",
  role: "Yuqori bank rahbari",
};
export const DIRECTOR = {
  phone: "901000011",
  password: demoPassword,
  name: "Ulugʻbek Abdullayev",
  role: "Direktor",
};

export interface Account {
  phone: string;
  password: string;
}

/** A path the server does not serve: the browser is answered by the test itself. */
const BLANK_PAGE = "/e2e-blank";

/** Signs in through the API and puts the token where the web app keeps it. */
export async function signInWithToken(page: Page, account: Account): Promise<string> {
  const res = await page.request.post("/api/user/login", {
    data: { phone: account.phone, password: account.password },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  // The token is put in place from an empty page of the app's origin that the browser makes up
  // itself: loading the app here only to leave it again cost a whole app start per sign-in. An
  // empty page also never redirects, so switching accounts cannot race with the old account's
  // profile load.
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html>" }),
  );
  await page.goto(BLANK_PAGE);
  await page.unroute(BLANK_PAGE);
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem("token", t);
  }, token);
  return token;
}

/** Types the phone as a person would: digits only, the mask adds the dashes. */
export async function fillLogin(page: Page, phone: string, password: string): Promise<void> {
  const phoneInput = page.getByLabel("Telefon raqami");
  await phoneInput.click();
  await phoneInput.pressSequentially(phone);
  await page.getByLabel("Parol").fill(password);
}

export const test = base.extend<{ shot: (name: string) => Promise<void> }>({
  // Screenshots for people to look at (e2e/screenshots is not committed).
  shot: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      const w = page.viewportSize()?.width ?? 0;
      await page.screenshot({
        path: `e2e/screenshots/${testInfo.titlePath[0]?.replace(/\.spec\.ts$/, "")}-${name}-${w}.png`,
        fullPage: true,
      });
    });
  },
});

export { expect };

/**
 * Waits until an antd dialog has finished opening. On a busy machine its zoom-in can take
 * seconds, and a click while it still grows can press on one spot and release on another.
 */
export async function openedDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
  return dialog;
}

/**
 * Closes a form holding typed input as a person does: its cancel, then "Ha, yopish" when the app
 * asks whether to throw the input away (decision 45).
 */
export async function discardForm(page: Page, form: Locator): Promise<void> {
  await form.getByRole("button", { name: "Bekor qilish" }).click();
  await (await openedDialog(page.locator(".ant-modal-confirm")))
    .getByRole("button", { name: "Ha, yopish" })
    .click();
  await expect(form).toBeHidden();
}

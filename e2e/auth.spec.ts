import { ADMIN, expect, fillLogin, RECEPTION, SALES, signInWithToken, test } from "./fixtures";

test.describe("sign-in page", () => {
  test("shows the title, the masked phone with its hint, the password and KIRISH", async ({ page, shot }) => {
    await page.goto("/login");
    await expect(page.getByText("Boshqaruv tizimiga kirish")).toBeVisible();
    const phone = page.getByLabel("Telefon raqami");
    await expect(phone).toHaveAttribute("placeholder", "88-888-88-88");
    await expect(page.getByLabel("Parol", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "KIRISH" })).toBeVisible();
    await phone.fill("901234567");
    await expect(phone).toHaveValue("90-123-45-67");
    await shot("login");
    await page.setViewportSize({ width: 800, height: 900 });
    await shot("login");
  });

  test("both fields empty: both red, nothing sent; typing clears the red", async ({ page, shot }) => {
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/api/user/login") && sent.push(r.url()));
    await page.goto("/login");
    await page.getByRole("button", { name: "KIRISH" }).click();
    const phoneWrap = page.locator(".ant-input-affix-wrapper-status-error, .ant-input-status-error");
    await expect(phoneWrap).toHaveCount(2);
    await shot("login-empty");
    await page.getByLabel("Telefon raqami").fill("9");
    await expect(phoneWrap).toHaveCount(1);
    await page.getByLabel("Parol", { exact: true }).fill("x");
    await expect(phoneWrap).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test("one field empty: that field red with an Uzbek message, nothing sent", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/api/user/login") && sent.push(r.url()));
    await page.goto("/login");
    await page.getByLabel("Parol", { exact: true }).fill("secret");
    await page.getByRole("button", { name: "KIRISH" }).click();
    await expect(page.getByText("Telefon raqamini kiriting")).toBeVisible();
    await page.getByLabel("Parol", { exact: true }).fill("");
    await page.getByLabel("Telefon raqami").fill("901234567");
    await page.getByRole("button", { name: "KIRISH" }).click();
    await expect(page.getByText("Parolni kiriting")).toBeVisible();
    await page.getByLabel("Telefon raqami").fill("90123");
    await page.getByLabel("Parol", { exact: true }).fill("secret");
    await page.getByRole("button", { name: "KIRISH" }).click();
    await expect(page.getByText("Telefon raqami 9 ta raqamdan iborat boʻlishi kerak")).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("a wrong password shows 'Login yoki parol xato' and sends the phone without dashes", async ({
    page,
    shot,
  }) => {
    await page.goto("/login");
    const body = page.waitForRequest((r) => r.url().includes("/api/user/login"));
    await fillLogin(page, SALES.phone, "definitely-wrong");
    await page.getByRole("button", { name: "KIRISH" }).click();
    expect((await body).postDataJSON()).toEqual({ phone: SALES.phone, password: "definitely-wrong" });
    await expect(page.getByText("Login yoki parol xato")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await shot("login-wrong");
  });

  test("success stores the token, reloads after 500 ms and lands home; /login then goes home", async ({
    page,
  }) => {
    await page.goto("/login");
    await fillLogin(page, SALES.phone, SALES.password);
    const started = Date.now();
    await page.getByRole("button", { name: "KIRISH" }).click();
    await page.waitForEvent("load");
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Xush kelibsiz, ${SALES.name}!`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]{43}$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("five wrong passwords lock the phone: the form says to wait, in Uzbek", async ({ page, shot }) => {
    const phone = "955550001";
    await page.goto("/login");
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Telefon raqami").fill(phone);
      await page.getByLabel("Parol", { exact: true }).fill(`wrong-${i}`);
      await page.getByRole("button", { name: "KIRISH" }).click();
      await expect(page.getByText("Login yoki parol xato")).toBeVisible();
    }
    await page.getByLabel("Parol", { exact: true }).fill("wrong-again");
    await page.getByRole("button", { name: "KIRISH" }).click();
    await expect(page.getByText(/Juda koʻp urinish\. 15 daqiqadan soʻng qayta urinib koʻring/)).toBeVisible();
    await shot("login-throttled");
  });
});

test.describe("session", () => {
  test("without a token every shell page sends to /login, which keeps the page asked for", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    for (const path of ["/sotuv", "/shartnoma_jarayon/5", "/add_employee"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    }
  });

  test("signing in from a link lands on that link, not the home page", async ({ page }) => {
    await page.goto("/baza?q=Ali");
    await expect(page).toHaveURL("/login?next=%2Fbaza%3Fq%3DAli");
    await fillLogin(page, ADMIN.phone, ADMIN.password);
    await page.getByRole("button", { name: "KIRISH" }).click();
    // The app reloads after a sign-in (docs/product.md, Sign-in); the signed-in page is drawn after
    // that reload.
    await page.waitForEvent("load");
    await expect(page.getByRole("heading", { name: "Baza" })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL("/baza?q=Ali");
    await expect(page.getByRole("textbox", { name: "Qidirish" })).toHaveValue("Ali");
  });

  test("a return address off this app's pages is never followed: home instead", async ({ page }) => {
    await signInWithToken(page, SALES);
    for (const next of ["//evil.example/x", "http://evil.example/", "/api/user/logout", "/\\evil.example"]) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page.getByText(`Xush kelibsiz, ${SALES.name}!`)).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    }
    // The session survived: /api/user/logout was not opened.
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]{43}$/);
  });

  test("a token that no longer works is cleared and the page reloads to /login", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() => localStorage.setItem("token", "x".repeat(43)));
    await page.goto("/");
    // The session error clears storage and reloads after 200 ms; the reload lands on /login.
    // Wait for that reload itself, so the test never ends while it is under way.
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type ===
        "reload",
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "KIRISH" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("the profile is loaded once per page load", async ({ page }) => {
    const calls: string[] = [];
    page.on(
      "request",
      (r) => /\/api\/user\/(decodeToken|byid)/.test(r.url()) && calls.push(new URL(r.url()).pathname),
    );
    await signInWithToken(page, RECEPTION);
    await page.goto("/");
    await expect(page.getByText(`Xush kelibsiz, ${RECEPTION.name}!`)).toBeVisible();
    await page.getByRole("link", { name: "Qabulxona", exact: true }).click();
    await expect(page).toHaveURL(/\/reciption$/);
    expect(calls.filter((c) => c.includes("decodeToken"))).toHaveLength(1);
    expect(calls.filter((c) => c.includes("byid"))).toHaveLength(1);
  });

  test("logout revokes the token, clears local storage and the list cache, and reloads", async ({ page }) => {
    const token = await signInWithToken(page, ADMIN);
    // Logging out from a page other than home: the sign-in that follows is somebody else's,
    // and it starts at their home, not at this page (no return link).
    await page.goto("/obyects");
    await expect(page.getByText("Makon Yunusobod").first()).toBeVisible();
    await page.getByRole("button", { name: "Chiqish" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const keys = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open("makon-cache");
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("lists")) return resolve(0);
            const req = db.transaction("lists").objectStore("lists").count();
            req.onsuccess = () => resolve(req.result);
          };
        }),
    );
    expect(keys).toBe(0);
    const res = await page.request.get("/api/user/decodeToken", { headers: { authorization: token } });
    expect(res.status()).toBe(401);
  });
});

import { adminToken, apiLogin, createUser, statusOf } from "./admin-helpers";
import { expect, openedDialog, signInWithToken, test } from "./fixtures";

test.describe("one's own account from one's name in the top bar", () => {
  test("an employee without rights changes their password; their other device is signed out", async ({
    page,
    shot,
  }) => {
    test.setTimeout(90_000);
    const { user, account } = await createUser(page.request, await adminToken(page.request));
    const otherDevice = await apiLogin(page.request, account);
    await signInWithToken(page, account);
    await page.goto("/");

    // Their sessions: this device and the other one.
    const me = page.getByRole("button", { name: `Mening hisobim: ${user.name}` });
    await me.click();
    await expect(page.getByRole("menuitem", { name: "Parolni oʻzgartirish" })).toBeVisible();
    await shot("menu");
    await page.getByRole("menuitem", { name: "Mening sessiyalarim" }).click();
    const sessions = await openedDialog(page.getByRole("dialog", { name: "Mening sessiyalarim" }));
    await expect(sessions.locator(".ant-table-row")).toHaveCount(2);
    await expect(sessions.getByText("Shu qurilma")).toHaveCount(1);
    await sessions.getByRole("button", { name: "Yopish" }).first().click();
    await expect(sessions).toBeHidden();

    // A wrong current password is said so, and nothing changes.
    await me.click();
    await page.getByRole("menuitem", { name: "Parolni oʻzgartirish" }).click();
    const dialog = await openedDialog(page.getByRole("dialog", { name: "Parolni oʻzgartirish" }));
    await dialog.getByLabel("Joriy parol").fill("not-the-password");
    await dialog.getByLabel("Yangi parol", { exact: true }).fill("yangi-parol-2026");
    await dialog.getByLabel("Yangi parol (takror)").fill("yangi-parol-2026");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Joriy parol notoʻgʻri");
    await shot("password");

    // The right one: changed, this page stays signed in, the other device is out.
    await dialog.getByLabel("Joriy parol").fill(account.password);
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await expect(page.locator(".ant-message-notice").getByText("Parol oʻzgartirildi")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await statusOf(page.request, "get", "/api/user/decodeToken", otherDevice)).toBe(401);
    await page.reload();
    await expect(me).toBeVisible();
    await apiLogin(page.request, { phone: account.phone, password: "yangi-parol-2026" });
  });
});

import type { Page } from "@playwright/test";
import { settle } from "./admin-helpers";
import { DIRECTOR, expect, RECEPTION, SALES, signInWithToken, test } from "./fixtures";

const menuItems = (page: Page) => page.locator(".ant-menu-item").filter({ visible: true });

async function menuTexts(page: Page): Promise<string[]> {
  return (await menuItems(page).allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

for (const width of [1440, 800]) {
  test.describe(`shell at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a receptionist's menu holds only her pages", async ({ page, shot }) => {
      await signInWithToken(page, RECEPTION);
      await page.goto("/");
      await expect(page.getByText(RECEPTION.name, { exact: true })).toBeVisible();
      if (width < 992) await page.getByRole("button", { name: "Menyu" }).click();
      await expect(menuItems(page).first()).toBeVisible();
      // The section entries arrive with /api/bolim/all, a moment after the fixed ones.
      await expect
        .poll(() => menuTexts(page))
        .toEqual(["Bosh sahifa", "Qabulxona", "Qabulxona: mening mijozlarim"]);
      await settle(page);
      await shot("menu-reception");
    });

    test("a director's menu holds every section and the fixed entries", async ({ page, shot }) => {
      await signInWithToken(page, DIRECTOR);
      await page.goto("/");
      await expect(page.getByText(DIRECTOR.role, { exact: true })).toBeVisible();
      if (width < 992) await page.getByRole("button", { name: "Menyu" }).click();
      await expect(menuItems(page).first()).toBeVisible();
      await expect.poll(async () => (await menuTexts(page)).includes("Undiruv")).toBe(true);
      const texts = await menuTexts(page);
      expect(texts[0]).toBe("Bosh sahifa");
      for (const entry of [
        "Qabulxona",
        "Qoʻngʻiroqlar markazi",
        "Sotuv",
        "Shartnomalar",
        "Baza",
        "Undiruv",
        "Topshiruv",
      ]) {
        expect(texts).toContain(entry);
      }
      expect(texts.slice(-8)).toEqual([
        "Yuqori bank rahbari",
        "Quyi bank rahbari",
        "Toʻlovlar",
        "Xodimlar",
        "Tashkilotlar",
        "Obyektlar",
        "Maʼlumot qoʻshish",
        "Oʻzgarishlar tarixi",
      ]);
      await settle(page);
      await shot("menu-director");
    });

    test("top bar: name and role, menu toggle, full-screen toggle, logout; nothing overlaps", async ({
      page,
      shot,
    }) => {
      await signInWithToken(page, SALES);
      await page.goto("/");
      await expect(page.getByText(SALES.name, { exact: true })).toBeVisible();
      await expect(page.getByText(SALES.role, { exact: true })).toBeVisible();
      for (const name of ["Menyu", "Toʻliq ekran", "Chiqish"])
        await expect(page.getByRole("button", { name })).toBeVisible();
      // The header's items must not overlap one another or run off the screen.
      const boxes = await Promise.all(
        ["Menyu", "Toʻliq ekran", "Chiqish"].map((name) => page.getByRole("button", { name }).boundingBox()),
      );
      for (const b of boxes) {
        expect(b).not.toBeNull();
        expect(b!.x + b!.width).toBeLessThanOrEqual(width);
      }
      const [menu, full, logout] = boxes as { x: number; width: number }[];
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(full!.x);
      expect(full!.x + full!.width).toBeLessThanOrEqual(logout!.x);
      await settle(page);
      await shot("topbar-home");
    });
  });
}

test.describe("full screen", () => {
  test("the full-screen toggle enters and leaves full screen", async ({ page }) => {
    await signInWithToken(page, SALES);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Toʻliq ekran" });
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  });
});

test.describe("side menu and drawer", () => {
  test("at 1440 px the menu is open and the toggle collapses it", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithToken(page, SALES);
    await page.goto("/");
    const sider = page.locator(".ant-layout-sider");
    await expect(sider).toBeVisible();
    const open = (await sider.boundingBox())!.width;
    expect(open).toBeGreaterThan(150);
    await page.getByRole("button", { name: "Menyu" }).click();
    await expect.poll(async () => (await sider.boundingBox())!.width).toBeLessThan(open);
  });

  test("below 992 px the menu is a drawer with an overlay that closes on a link click", async ({
    page,
    shot,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInWithToken(page, SALES);
    await page.goto("/");
    await expect(page.locator(".ant-layout-sider")).toHaveCount(0);
    await page.getByRole("button", { name: "Menyu" }).click();
    const drawer = page.locator(".shell-drawer");
    await expect(drawer).toBeVisible();
    await expect(page.locator(".ant-drawer-mask")).toBeVisible();
    await settle(page);
    await shot("drawer-open");
    await drawer.getByRole("link", { name: "Sotuv" }).click();
    await expect(page).toHaveURL(/\/sotuv$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "Sotuv" })).toBeVisible();
  });

  test("the overlay closes the drawer", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signInWithToken(page, SALES);
    await page.goto("/");
    await page.getByRole("button", { name: "Menyu" }).click();
    await expect(page.locator(".shell-drawer")).toBeVisible();
    await page.mouse.click(780, 450);
    await expect(page.locator(".shell-drawer")).toBeHidden();
  });
});

test.describe("motion", () => {
  // The suite runs with reduced motion (playwright.config.ts): nothing waits on an animation's end.
  for (const [reducedMotion, animated] of [
    ["no-preference", true],
    ["reduce", false],
  ] as const) {
    test(`the menu drawer ${animated ? "slides in" : "appears at once"} when the system asks for ${reducedMotion} motion`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.emulateMedia({ reducedMotion });
      await signInWithToken(page, SALES);
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Menyu" })).toBeVisible();
      // Every class an element takes while the drawer opens, caught as it is added.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { motionClasses: string[] }).motionClasses = seen;
        new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target instanceof Element ? r.target : null;
            if (el) seen.push(el.className.toString());
            for (const n of r.addedNodes)
              if (n instanceof Element)
                for (const e of [n, ...n.querySelectorAll("*")]) seen.push(e.className.toString());
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["class"],
        });
      });
      await page.getByRole("button", { name: "Menyu" }).click();
      await expect(page.locator(".shell-drawer")).toBeVisible();
      const moving = await page.evaluate(() =>
        (window as unknown as { motionClasses: string[] }).motionClasses.filter((c) =>
          /-motion-[a-z-]*(enter|appear)/.test(c),
        ),
      );
      if (animated) expect(moving.length).toBeGreaterThan(0);
      else expect(moving).toEqual([]);
    });
  }
});

test.describe("moving through the menu", () => {
  test("asks for the menu's sections once and abandons no request on the way", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const sections: string[] = [];
    const failed: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/bolim/all") sections.push(r.url());
    });
    page.on("requestfailed", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) failed.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    await signInWithToken(page, DIRECTOR);
    await page.goto("/");
    await expect(page.getByText(DIRECTOR.role, { exact: true })).toBeVisible();
    const menu = page.locator(".ant-layout-sider");
    await expect(menu.getByRole("link", { name: "Undiruv" })).toBeVisible();
    const started = Date.now();
    for (const [entry, heading] of [
      ["Qabulxona", "Qabulxona"],
      ["Qoʻngʻiroqlar markazi", "Qoʻngʻiroqlar markazi"],
      ["Shartnomalar", "Shartnomalar"],
      ["Baza", "Baza"],
      ["Xodimlar", "Xodimlar"],
      ["Tashkilotlar", "Tashkilotlar"],
      ["Obyektlar", "Obyektlar"],
      ["Oʻzgarishlar tarixi", "Oʻzgarishlar tarixi"],
    ] as const) {
      await menu.getByRole("link", { name: entry, exact: true }).click();
      await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    }
    // The copy is shared by every screen and asked again only once it is older than 30 s.
    const periods = 1 + Math.floor((Date.now() - started) / 30_000);
    expect(sections.length).toBeGreaterThanOrEqual(1);
    expect(sections.length).toBeLessThanOrEqual(periods);
    expect(failed).toEqual([]);
  });
});

test.describe("guard, 404 and noEnter", () => {
  test("a page without the key sends to /noEnter, with its message and a home button", async ({
    page,
    shot,
  }) => {
    await signInWithToken(page, RECEPTION);
    await page.goto("/sotuv");
    await expect(page).toHaveURL(/\/noEnter$/);
    await expect(page.getByText("Bu sahifaga kirish mumkin emas (jarima qoʻllanishi mumkin)")).toBeVisible();
    await shot("no-enter");
    await page.getByRole("button", { name: "Bosh sahifaga" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Xush kelibsiz, ${RECEPTION.name}!`)).toBeVisible();
  });

  test("detail routes are guarded by their own key", async ({ page }) => {
    await signInWithToken(page, RECEPTION);
    for (const path of ["/shartnoma_jarayon/3", "/undiruv/4/actions", "/tashkilot_bank/1", "/add_employee"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/noEnter$/);
    }
  });

  test("a page with the key shows its Uzbek title in the shell", async ({ page }) => {
    await signInWithToken(page, SALES);
    // List pages carry the page's own title; detail pages the record's (contract number, building).
    for (const [path, title] of [
      ["/sotuv", "Sotuv"],
      ["/contract", "Shartnomalar"],
      ["/shartnoma_jarayon/1", /^Shartnoma № \d{4}-\d{4}/],
      ["/sotuv_bino/1", /^Sotuv: /],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
  });

  test("an unknown path goes to /404 with its message and a home button", async ({ page, shot }) => {
    await signInWithToken(page, SALES);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("Sahifa topilmadi")).toBeVisible();
    await shot("not-found");
    await page.getByRole("button", { name: "Bosh sahifaga" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown paths go to /404 when signed out too", async ({ page }) => {
    await page.goto("/whatever");
    await expect(page).toHaveURL(/\/404$/);
  });
});

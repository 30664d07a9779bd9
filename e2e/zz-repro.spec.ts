import type { APIRequestContext } from "@playwright/test";
import { api, apiLogin, settle, uniquePhone } from "./admin-helpers";
import { DIRECTOR, expect, SALES, signInWithToken, test } from "./fixtures";

async function contractFor(request: APIRequestContext, language: "uz" | "uz-Cyrl") {
  const token = await apiLogin(request, SALES);
  const client = await api<{ id: number }>(request, "post", "/api/client", token, {
    fullName: "Tilchi Sinovov",
    phone: uniquePhone(),
    source: "reception",
    language,
  });
  const free = await api<{ items: { id: number; totalPrice: number }[] }>(
    request,
    "get",
    "/api/uy?status=available&size=100",
    token,
  );
  const unit = free.items[Math.floor(Math.random() * free.items.length)]!;
  const orgs = await api<{ id: number; kind: string }[]>(request, "get", "/api/tashkilot/all", token);
  const seller = orgs.find((o) => o.kind === "own")!;
  const contract = await api<{ id: number }>(request, "post", "/api/shartnoma", token, {
    clientId: client.id,
    unitId: unit.id,
    paymentType: "installment",
    downPayment: Math.round(unit.totalPrice * 0.3),
    months: 12,
    sellerOrganisationId: seller.id,
  });
  return contract.id;
}

for (const tz of ["Asia/Tashkent", "America/Los_Angeles", "Pacific/Kiritimati"])
  test(`repro ${tz}`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: tz });
    const page = await context.newPage();
    const token = await signInWithToken(page, DIRECTOR);
    await api(page.request, "patch", "/api/user/me/language", token, { language: "ru" });
    const id = await contractFor(page.request, "uz");
    const pdf = await page.request.get(`/api/shartnoma/${id}/pdf?language=uz`, {
      headers: { authorization: `Bearer ${token}` },
    });
    console.log("pdf", pdf.status());
    for (const pass of [1, 2]) {
      await page.goto(`/shartnoma_jarayon/${id}`);
      await page.waitForLoadState("networkidle");
      for (const width of [1440, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        const wide = await page.evaluate(() => {
          const edge = window.innerWidth + 1;
          const out: string[] = [`${document.documentElement.scrollWidth - window.innerWidth}`];
          for (const el of document.querySelectorAll<HTMLElement>(".shell-content *")) {
            if (el.getBoundingClientRect().right <= edge || el.offsetParent === null) continue;
            const inner = [...el.children].some((c) => c.getBoundingClientRect().right > edge);
            if (!inner)
              out.push(
                `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} "${(el.textContent ?? "").slice(0, 40)}"`,
              );
          }
          return out.slice(0, 8).join("; ");
        });
        console.log(tz, pass, width, wide);
      }
    }
    expect(id).toBeGreaterThan(0);
    await context.close();
  });

import type { Page, Request } from "@playwright/test";
import { DIRECTOR, expect, signInWithToken, test } from "./fixtures";

/**
 * A screen's first requests start as it opens (app/screen-data.ts), through the same queries its
 * hooks then read: a move inside the app asks each thing once. A head start under another key than
 * the hook's would show here as the same request sent twice.
 */
const SCREENS: readonly [path: string, firstRequest: string][] = [
  ["/obyects", "/api/obyekt?"],
  ["/undiruv", "/api/undiruv/debtors?"],
  ["/baza", "/api/uy?"],
  ["/audit", "/api/audit?"],
  ["/quyi_bank_boss", "/api/ariza/desk?"],
  ["/quyi_bank", "/api/ariza?"],
  ["/tashkilotlar", "/api/tashkilot?"],
  ["/reciption", "/api/client/visits/today?"],
  ["/my_reciption_clients", "/api/client?"],
  ["/concluded_contracts", "/api/shartnoma?"],
  ["/otkaz_shartnoma", "/api/shartnoma?"],
  ["/add_employee", "/api/user?"],
  ["/flow_chart", "/api/stats/summary?"],
  ["/topshiruv", "/api/topshiruv?"],
  ["/", "/api/stats/home"],
];

/** Moves to `path` as a menu link does (the history, no page load). */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    (window as { shownBefore?: Element | null }).shownBefore = document.querySelector(".shell-content > *");
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}

test("moving between screens asks each first request once", async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithToken(page, DIRECTOR);
  // Requests of ours under way: a screen is done asking when its data is shown and none is left.
  let underWay = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith("/api/");
  page.on("request", (request) => {
    if (isApi(request)) underWay++;
  });
  const done = (request: Request) => {
    if (isApi(request)) underWay--;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  // Shown: the screen before has gone, nothing on screen waits (a spinner, a skeleton, a busy
  // table, the code still loading) and no request is left; as the screen benchmark judges it.
  const settled = async () => {
    await expect
      .poll(() =>
        page.evaluate(() => {
          const before = (window as { shownBefore?: Element | null }).shownBefore;
          const busy = document.querySelector(
            ".ant-spin-spinning, .ant-skeleton, .center-screen, .center-area, [aria-busy='true']",
          );
          return before?.isConnected !== true && busy === null;
        }),
      )
      .toBe(true);
    await expect.poll(() => underWay).toBe(0);
  };
  const home = page.waitForResponse((res) => res.url().includes("/api/stats/home") && res.ok());
  await page.goto("/");
  await home;
  await settled();
  for (const [path, first] of SCREENS) {
    const asked: string[] = [];
    const note = (request: Request) => {
      const url = new URL(request.url());
      if (isApi(request) && request.method() === "GET") asked.push(url.pathname + url.search);
    };
    page.on("request", note);
    const answered = page.waitForResponse((res) => res.url().includes(first) && res.ok());
    await moveTo(page, path);
    await answered;
    await settled();
    page.off("request", note);
    const twice = asked.filter((url, i) => asked.indexOf(url) !== i);
    expect(twice, `${path} asked again: ${asked.join(", ")}`).toEqual([]);
    // One page asked: a head start with other filters than the screen's would be a second one.
    expect(
      asked.filter((url) => url.startsWith(first)),
      path,
    ).toHaveLength(1);
  }
});

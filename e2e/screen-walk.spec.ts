import { readFileSync } from "node:fs";
import { LANGUAGES, type Language, PAGE_KEYS } from "@makon/shared";
import type { Page } from "@playwright/test";
import { api, apiLogin, createUser, settle } from "./admin-helpers";
import { ADMIN, DIRECTOR, expect, signInWithToken, test } from "./fixtures";
import { demoIds, type Ids, stickingOut } from "./screen-helpers";

// Decision 49: every screen in every language at 1440 and 1024 px, checked for text cut off by its
// box, a raw catalogue key or an English word a person can see, and a page wider than the window.
// The routes come from the web app's route table, so a new screen is walked without a change here.
// One page load per language; screens are reached by the router (no reload), the width changes
// in place. SCREEN_WALK_SHOTS=1 also saves a screenshot of each screen at each width.

const WIDTHS = [1440, 1024] as const;
const SHOTS = process.env.SCREEN_WALK_SHOTS === "1";

/** `{ path: "/x/:id", key: "x" }` pairs of apps/web/src/app/routes.ts, in its order. */
function routeTable(): { path: string; key: string }[] {
  const source = readFileSync(new URL("../apps/web/src/app/routes.ts", import.meta.url), "utf8");
  const found = [...source.matchAll(/path:\s*"([^"]+)",\s*key:\s*"([^"]+)"/g)].map((m) => ({
    path: m[1]!,
    key: m[2]!,
  }));
  // Read from the source: if its shape changes, this says so rather than walking nothing.
  expect([...new Set(found.map((r) => r.key))].sort()).toEqual([...PAGE_KEYS].sort());
  return found;
}

/** The demo record a detail route shows (by page key); null: no such record on this database. */
function recordOf(key: string, ids: Ids): number | null {
  const byKey: Record<string, number | null> = {
    shartnoma_jarayon: ids.contract,
    quyi_bank_in: ids.lower,
    yuqori_bank_in: ids.upper,
    "undiruv-detail": ids.debtCase,
    "undiruv-actions": ids.debtCase,
    bino: ids.building,
    bino_about: ids.building,
    sotuv_bino: ids.building,
    sotuv_xonadon: ids.unit,
    room_choose: ids.client,
    floor: ids.floor,
    tashkilot_bank: ids.organisation,
  };
  if (!(key in byKey)) throw new Error(`screen-walk: no demo record for the new detail route "${key}"`);
  return byKey[key]!;
}

/**
 * Every screen to walk: each route, plus the records that open over a list (a client, an act).
 * SCREEN_WALK_ONLY=<regex> walks the matching ones only (to look at one screen while fixing it).
 */
function screensOf(ids: Ids): string[] {
  const only = process.env.SCREEN_WALK_ONLY ? new RegExp(process.env.SCREEN_WALK_ONLY) : null;
  const paths = routeTable().map(({ path, key }) => {
    if (!path.includes(":id")) return path;
    const id = recordOf(key, ids);
    return id === null ? null : path.replace(":id", String(id));
  });
  const opened = [
    `/my_reciption_clients?client=${ids.client}`,
    ids.act && `/topshiruv?tab=handed&act=${ids.act}`,
  ];
  return [...paths, ...opened].filter((p): p is string => typeof p === "string" && (!only || only.test(p)));
}

interface Problem {
  kind: "cut" | "key" | "english" | "scroll";
  text: string;
}

/**
 * Runs in the page: what a person would trip over on the screen as it is drawn now. Words allowed
 * in any language (brands, abbreviations) come as `allowed`.
 */
function findProblems({ allowed, tablesFit }: { allowed: string[]; tablesFit: boolean }): Problem[] {
  const problems: Problem[] = [];
  const allow = new Set(allowed.map((w) => w.toLowerCase()));
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !el.closest("[aria-hidden='true'], .ant-tooltip, .ant-table-measure-row, .ant-tabs-ink-bar");
  const label = (el: Element) => el.textContent?.replace(/\s+/g, " ").trim() ?? "";

  // (c) The page itself scrolls sideways (a table scrolling inside its own box is fine).
  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > window.innerWidth) {
    problems.push({ kind: "scroll", text: `page ${page.scrollWidth} px wide` });
  }

  // A table scrolling sideways inside its own box is fine on a narrow screen; at full width its
  // last columns out of sight are cut off (the outbox's status, a debtor's promise date).
  if (tablesFit)
    for (const box of document.querySelectorAll<HTMLElement>(".ant-table-content, .ant-table-body")) {
      if (box.scrollWidth <= box.clientWidth + 1 || !shown(box)) continue;
      const edge = box.getBoundingClientRect().right;
      const table = box.closest(".ant-table") ?? box;
      const hidden = [...table.querySelectorAll("thead th")]
        .filter((th) => th.getBoundingClientRect().right > edge + 1)
        .map(label)
        .filter(Boolean);
      problems.push({
        kind: "cut",
        text: `table ${box.scrollWidth} px in ${box.clientWidth} px, out of sight: ${hidden.join(", ") || "?"}`,
      });
    }

  // (a) Text cut off by its box: boxes that clip (or end in "…"), and those whose text must be whole
  // though they do not clip (headers, tags, buttons, menu entries, labels).
  const whole =
    "th, .ant-tag, .ant-btn, .ant-menu-title-content, .ant-descriptions-item-label, .ant-tabs-tab-btn, .ant-statistic-title, .ant-segmented-item-label, .ant-badge-status-text, .ant-radio-button-wrapper";
  const cut: Element[] = [];
  for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
    // The cheap test first: most boxes hold all they have.
    if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0 || el.closest("svg")) continue;
    const style = getComputedStyle(el);
    const clips =
      style.overflowX === "hidden" || style.overflowX === "clip" || style.textOverflow === "ellipsis";
    if (!clips && !el.matches(whole)) continue;
    // Only text spilling over counts: a box holding a wide picture or a list that scrolls is not cut.
    const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const inlineOnly = [...el.children].every((c) => getComputedStyle(c).display.startsWith("inline"));
    if (!text && !(inlineOnly && label(el))) continue;
    if (!shown(el)) continue;
    // A data cell cut with its whole text in a tooltip (antd's ellipsis) is a choice, not a slip;
    // header cells, tags, statuses and buttons are never cut.
    const cell = el.closest("td");
    const titled = el.closest("[title]")?.getAttribute("title");
    if (cell && titled && !el.closest(".ant-tag, .ant-btn, .ant-badge") && titled.trim() === label(el))
      continue;
    cut.push(el);
  }
  // The innermost box says which words are cut.
  for (const el of cut) {
    if (cut.some((o) => o !== el && el.contains(o))) continue;
    problems.push({
      kind: "cut",
      text: `${label(el).slice(0, 80)} (${el.clientWidth} < ${el.scrollWidth} px)`,
    });
  }

  // (b) Raw keys and English words among the texts a person reads, placeholders included.
  const texts: string[] = [];
  const read = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || read.has(parent) || !n.textContent?.trim()) continue;
    read.add(parent);
    if (parent.closest("script, style, noscript") || !shown(parent)) continue;
    // An element's own texts together: "/" and "add_bolim" typed apart read as one address.
    const own = [...parent.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE);
    texts.push(
      own
        .map((c) => c.textContent)
        .join("")
        .trim(),
    );
  }
  for (const el of document.querySelectorAll<HTMLInputElement>("[placeholder]"))
    if (el.placeholder && shown(el)) texts.push(el.placeholder);
  const english = new Set(
    "the and of to for with from yes no save cancel delete remove edit add new search loading error submit close open back next previous page total items item select filter clear export upload download user users settings login logout password name date view details actions action create update amount price sent failed pending queued active inactive draft unknown null undefined nan true false invalid none empty ok confirm reset apply all type phone email client clients contract contracts building unit units floor payment payments manager note comment reason title description file files today yesterday month year week days hours minutes more less show hide".split(
      " ",
    ),
  );
  const seen = new Set<string>();
  const report = (kind: Problem["kind"], word: string, text: string) => {
    if (seen.has(`${kind}:${word}`)) return;
    seen.add(`${kind}:${word}`);
    problems.push({ kind, text: `"${word}" in "${text.slice(0, 80)}"` });
  };
  for (const shownText of texts) {
    // Addresses (/add_bolim) and file names are data, not words: the check is about the names.
    const text = shownText
      .replace(/(^|\s)\/[\w\-/:?=&.]*/g, " ")
      .replace(/[\w-]+\.(pdf|png|jpe?g|xlsx?|docx?|csv)\b/gi, " ");
    // dotted.or_snake keys, camelCase identifiers, CONSTANT_CASE codes (file names and numbers aside).
    for (const m of text.matchAll(
      /\b[a-z][a-z0-9]*(?:[._][a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b/g,
    )) {
      if (/\.(uz|ru|com)$/i.test(m[0])) continue;
      report("key", m[0], text);
    }
    for (const m of text.matchAll(/[\p{L}ʻʼ’‘']+/gu)) {
      const word = m[0].toLowerCase();
      if (english.has(word) && !allow.has(word)) report("english", m[0], text);
    }
  }
  return problems;
}

/** Words fine on a screen in any language. */
const ALLOWED = ["SMS", "PDF", "Excel", "ID", "Payme", "Click", "Uzum", "Makon", "OK"];

/** The screen has drawn itself: its title is up and nothing is loading. */
async function drawn(page: Page): Promise<void> {
  const main = page.locator(".shell-content");
  await expect(main.locator("h1, h2, h3, h4").first()).toBeVisible({ timeout: 15_000 });
  await expect(main.locator(".ant-spin-spinning, .ant-skeleton").filter({ visible: true })).toHaveCount(0, {
    timeout: 15_000,
  });
  await settle(page);
}

/** Follows a link inside the app as the router does (no page load). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await drawn(page);
}

test.describe("screen walk", () => {
  let account: { phone: string; password: string };
  let screens: string[];

  test.beforeAll(async ({ request }) => {
    // A user of their own holding the director's rights: changing their language touches no other spec.
    const admin = await apiLogin(request, ADMIN);
    const director = await apiLogin(request, DIRECTOR);
    const id = (await api<{ decodeToken: { id: number } }>(request, "get", "/api/user/decodeToken", director))
      .decodeToken.id;
    const rights = await api<{ pagesDostup: string[]; dostup: string[] }>(
      request,
      "get",
      `/api/user/byid/${id}`,
      admin,
    );
    ({ account } = await createUser(request, admin, {
      name: "Ekran Koʻruvchi",
      role: "Direktor",
      pages: rights.pagesDostup,
      actions: rights.dostup,
      clientScope: "all",
      contractScope: "all",
    }));
    screens = screensOf(await demoIds(request, admin));
  });

  for (const language of LANGUAGES as readonly Language[]) {
    test(`every screen in ${language} at ${WIDTHS.join(" and ")} px`, async ({ page }, testInfo) => {
      test.setTimeout(5 * 60_000);
      const token = await signInWithToken(page, account);
      await api(page.request, "patch", "/api/user/me/language", token, { language });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await drawn(page);

      const check = async (where: string) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await settle(page);
          const problems = await page.evaluate(findProblems, { allowed: ALLOWED, tablesFit: width >= 1440 });
          const wide = problems.some((p) => p.kind === "scroll") ? ` — ${await stickingOut(page)}` : "";
          const lines = problems.map((p) => `${where} ${language} ${width}px ${p.kind}: ${p.text}${wide}`);
          // Soft: one run lists every screen's slips, not only the first.
          expect.soft(lines, lines.join("\n")).toEqual([]);
          if (SHOTS) {
            const name = where.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
            await page.screenshot({
              path: testInfo.outputPath(`${language}-${name}-${width}.png`),
              fullPage: true,
            });
          }
        }
      };

      for (const path of screens) {
        await test.step(path, async () => {
          await go(page, path);
          await check(path);
          // The screen's own tabs are screens too (the outbox, a desk's views).
          const tabs = page
            .locator(".shell-content .ant-tabs")
            .first()
            .locator(".ant-tabs-nav-list > .ant-tabs-tab");
          // Tabs are counted and clicked at full width: at the narrower one antd may have just
          // moved a tab into its "more" list while it measures the new width, so the count and
          // the click would meet tabs being redrawn. check() looks at each tab at both widths.
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
          await settle(page);
          const nav = page.locator(".shell-content .ant-tabs").first().locator(".ant-tabs-nav-operations");
          // antd hides its "more" button once every tab fits again.
          if ((await nav.count()) > 0) await expect(nav).toHaveClass(/ant-tabs-nav-operations-hidden/);
          // A record open in a drawer covers the list's tabs: the list was walked on its own.
          const count = path.includes("?") ? 0 : await tabs.count();
          for (let i = 1; i < count; i++) {
            const tab = tabs.nth(i);
            const name = ((await tab.textContent()) ?? "").trim();
            await tab.click();
            await expect(tab).toHaveClass(/ant-tabs-tab-active/);
            await drawn(page);
            await check(`${path} [${name}]`);
          }
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        });
      }
    });
  }
});

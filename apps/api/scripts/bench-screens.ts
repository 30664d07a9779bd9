// Bench module for the embedded default: a newcomer's first hour on PGlite with
// DATA_DIR on disk, in Chromium.
//  - start-up: `node scripts/start.mjs` (what `npm start` runs after its build) on an empty
//    DATA_DIR — migrations and the demo data — until it listens; then again on the same folder;
//  - sign-in: the login form typed and sent, to the home screen's data shown (goal < 1 s);
//  - every screen each demo role may open: a full page load to its data shown — no request of
//    ours under way and no spinner or skeleton, two frames running — the median of a few loads
//    (goal ≤ 300 ms), with the slowest API call of the worst load beside it.
// At demo scale against that started server; at bench scale against the harness's app over the
// filled database, the demo staff added. PGlite only (PostgreSQL's screens are not asked for).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { enumsUz, findRolePreset } from "@makon/shared";
import { sql } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { seedSections } from "../src/seed/demo-reference";
import { DEMO_STAFF, seedStaff } from "../src/seed/demo-staff";
import { SERVER_NODE_FLAGS } from "./bench/node-flags";
import type { BenchContext, BenchRow } from "./bench/types";

const LOADS = Number(process.env.BENCH_SCREEN_LOADS ?? 3);
/** Which scales to measure: "demo", "bench" or both (default). */
const SCALES = (process.env.BENCH_SCREEN_SCALES ?? "demo,bench").split(",");
const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCREEN_GOAL = { ms: 300 };

/** Routes with an id, and which kind of record the id names. */
const ROUTE_IDS: Record<string, { path: (id: number) => string; of: keyof Samples }> = {
  shartnoma_jarayon: { path: (id) => `/shartnoma_jarayon/${id}`, of: "contract" },
  quyi_bank_in: { path: (id) => `/quyi_bank_in/${id}`, of: "contract" },
  yuqori_bank_in: { path: (id) => `/yuqori_bank_in/${id}`, of: "contract" },
  "undiruv-detail": { path: (id) => `/undiruv-detail/${id}`, of: "contract" },
  "undiruv-actions": { path: (id) => `/undiruv/${id}/actions`, of: "contract" },
  bino: { path: (id) => `/bino/${id}`, of: "building" },
  bino_about: { path: (id) => `/bino_about/${id}`, of: "building" },
  sotuv_bino: { path: (id) => `/sotuv_bino/${id}`, of: "building" },
  sotuv_xonadon: { path: (id) => `/sotuv_xonadon/${id}`, of: "unit" },
  room_choose: { path: (id) => `/room_choose/${id}`, of: "client" },
  floor: { path: (id) => `/floor/${id}`, of: "floor" },
  tashkilot_bank: { path: (id) => `/tashkilot_bank/${id}`, of: "organisation" },
};

interface Samples {
  contract: number;
  building: number;
  unit: number;
  client: number;
  floor: number;
  organisation: number;
}

function pathOf(key: string, ids: Samples): string {
  if (key === "home") return "/";
  const withId = ROUTE_IDS[key];
  return withId ? withId.path(ids[withId.of]) : `/${key}`;
}

/** Counts our API requests under way, for "the data is shown" below. Runs before the app. */
const TRACK_REQUESTS = `(() => {
  // Room for every request of a round of moves: past the default 250 entries the browser keeps
  // none, and the slowest call of the last screens went unnamed.
  performance.setResourceTimingBufferSize(20000);
  const state = (window.__bench = { inflight: 0 });
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input.url;
    if (!url.includes("/api/")) return original.call(this, input, init);
    state.inflight++;
    return original.call(this, input, init).finally(() => state.inflight--);
  };
})()`;

type InPage = {
  __bench: { inflight: number };
  __quiet?: number;
  __old?: { isConnected: boolean; textContent: string } | null;
  __oldText?: string;
  document: { querySelector(s: string): unknown };
  performance: { now(): number; timeOrigin: number };
};

/**
 * The moment (ms since the navigation's start) of the first of two frames in a row with the
 * screen's own content in the page (for a move inside the app, the one shown before has gone),
 * no API request under way and no spinner, skeleton or full-page wait on screen.
 */
async function dataShownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const w = globalThis as unknown as InPage;
      const busy =
        w.__bench.inflight > 0 ||
        (w.__old?.isConnected === true && w.__old.textContent === w.__oldText) ||
        w.document.querySelector(
          ".ant-spin-spinning, .ant-skeleton, .center-screen, .center-area, [aria-busy='true']",
        ) !== null;
      if (busy) {
        w.__quiet = undefined;
        return 0;
      }
      w.__quiet ??= w.performance.now();
      return w.performance.now() > w.__quiet ? w.__quiet : 0;
    },
    null,
    { polling: "raf", timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

/** Moves to `url` inside the app, as a menu link does; milliseconds until its data is shown. */
async function navigateInApp(page: Page, url: string): Promise<number> {
  const t0 = await page.evaluate<number>(`(() => {
    window.__quiet = undefined;
    // The screen shown before: gone, or (the same component for another route) its text changed.
    window.__old = document.querySelector(".shell-content > *");
    window.__oldText = window.__old?.textContent;
    const t0 = performance.now();
    history.pushState(null, "", ${JSON.stringify(url)});
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
    return t0;
  })()`);
  return (await dataShownAt(page)) - t0;
}

/** The API calls of the page so far, slowest first: "GET /api/… 120 ms (at 85)". */
async function apiCalls(page: Page, since: number): Promise<string[]> {
  return page.evaluate<string[]>(`performance.getEntriesByType("resource")
    .filter((e) => e.name.includes("/api/") && e.startTime >= ${since})
    .sort((a, b) => b.duration - a.duration)
    .map((e) => { const u = new URL(e.name); return u.pathname + u.search + " " + Math.round(e.duration) + " ms (at " + Math.round(e.startTime - ${since}) + ")"; })`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

interface Seen {
  full: number[];
  inApp: number[];
  roles: Set<string>;
  worst: { ms: number; who: string; calls: string[] };
}

async function signInByForm(context: BrowserContext, base: string, phone: string, password: string) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const phoneInput = page.getByLabel("Telefon raqami");
  await phoneInput.click();
  await phoneInput.pressSequentially(phone);
  await page.getByLabel("Parol", { exact: true }).fill(password);
  const clicked = Date.now();
  await page.getByRole("button", { name: "KIRISH" }).click();
  // The app reloads after a sign-in (500 ms, docs/product.md, Sign-in), then shows the home screen.
  await page.waitForURL(`${base}/`);
  await page.waitForFunction(() => (globalThis as unknown as { __bench?: unknown }).__bench !== undefined);
  const shown = await dataShownAt(page);
  const origin = await page.evaluate<number>("performance.timeOrigin");
  await page.close();
  return origin + shown - clicked;
}

/**
 * Signs in each demo employee by the form, then loads every screen their pages allow: by its
 * address (a full page load), and by a move inside the app from the screen before (what a
 * person does all day). The move inside the app is judged against the goal.
 */
async function screens(
  ctx: BenchContext,
  base: string,
  password: string,
  scaleName: string,
  ids: Samples,
): Promise<BenchRow[]> {
  const browser = await ctx.browser();
  const byPath = new Map<string, Seen>();
  const signIns: number[] = [];
  let worstSignIn = "";
  for (const staff of DEMO_STAFF) {
    const preset = findRolePreset(staff.role);
    if (!preset) continue;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(TRACK_REQUESTS);
    const signedIn = await signInByForm(context, base, staff.phone, password);
    signIns.push(signedIn);
    if (signedIn >= Math.max(...signIns))
      worstSignIn = `${enumsUz.rolePreset[preset.role]} ${Math.round(signedIn)} ms`;
    const page = await context.newPage();
    // Home last: the moves inside the app start there.
    const urls = preset.pages
      .map((key) => pathOf(key, ids))
      .sort((a, b) => Number(a === "/") - Number(b === "/"));
    const seenOf = (url: string) => {
      const seen = byPath.get(url) ?? {
        full: [],
        inApp: [],
        roles: new Set(),
        worst: { ms: 0, who: "", calls: [] },
      };
      seen.roles.add(enumsUz.rolePreset[preset.role]);
      byPath.set(url, seen);
      return seen;
    };
    for (const url of urls)
      for (let i = 0; i < LOADS; i++) {
        await page.goto(`${base}${url}`);
        seenOf(url).full.push(await dataShownAt(page));
      }
    for (let i = 0; i < LOADS; i++) {
      await page.goto(`${base}/`);
      await dataShownAt(page);
      for (const url of urls) {
        const since = await page.evaluate<number>("performance.now()");
        const ms = await navigateInApp(page, url);
        const seen = seenOf(url);
        seen.inApp.push(ms);
        if (ms > seen.worst.ms)
          seen.worst = { ms, who: enumsUz.rolePreset[preset.role], calls: await apiCalls(page, since) };
      }
    }
    await context.close();
  }
  const rows: BenchRow[] = [
    {
      area: `first hour (${scaleName})`,
      call: "sign-in: the form sent, the app reloaded (500 ms, the specification's), home's data shown",
      scale: `${DEMO_STAFF.length} demo employees`,
      timing: { median: median(signIns), worst: Math.max(...signIns), n: signIns.length },
      goal: { ms: 1000 },
      note: `slowest: ${worstSignIn}`,
    },
  ];
  for (const [url, seen] of byPath) {
    const slow = seen.worst.calls[0] ?? "no API call";
    rows.push({
      area: `screens (${scaleName})`,
      call: `${url}, moving in the app`,
      scale: `${seen.roles.size} role(s) × ${LOADS}`,
      timing: { median: median(seen.inApp), worst: Math.max(...seen.inApp), n: seen.inApp.length },
      goal: SCREEN_GOAL,
      note: `by address ${Math.round(median(seen.full))} ms; worst as ${seen.worst.who}, slowest call ${slow}`,
    });
    if (median(seen.inApp) > SCREEN_GOAL.ms)
      ctx.log(
        `${scaleName} ${url} ${Math.round(median(seen.inApp))} ms; worst as ${seen.worst.who}: ${seen.worst.calls.join("; ")}`,
      );
  }
  return rows;
}

/** A server started as `npm start` does (after its build), on `dataDir`; resolves once it listens. */
async function startLikeNpmStart(
  dataDir: string,
  password: string,
): Promise<{ base: string; ms: number; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_PHONE: "901234567",
      ADMIN_PASSWORD: password,
      DEMO_PASSWORD: password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const listen = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Makon is running at"))
        resolve({ base: `http://127.0.0.1:${port}`, ms: Date.now() - started, child });
    };
    child.stdout?.on("data", listen);
    child.stderr?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`start.mjs ended (${code}): ${out.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  if (ctx.kind !== "pglite") return [];
  if (!(await fetch(`${ctx.base}/`)).headers.get("content-type")?.includes("text/html")) return [];
  const rows: BenchRow[] = [];
  const password = `demo-${process.pid}-${Date.now()}`;

  if (SCALES.includes("demo")) rows.push(...(await demoScale(ctx, password)));
  if (SCALES.includes("bench")) {
    // The demo staff added to the filled database, on the harness's app; the sales manager
    // manages 200 clients and 200 contracts, as one who has worked a while.
    await seedSections(ctx.db);
    const staff = await seedStaff(ctx.db, password);
    await ctx.db.execute(sql`update clients set manager_id = ${staff.sales}
      where id in (select id from clients where deleted_at is null order by id desc limit 200)`);
    await ctx.db.execute(sql`update contracts set manager_id = ${staff.sales}
      where id in (select id from contracts where status <> 'refused' order by id desc limit 200)`);
    const ids = await samplesThroughApi(ctx.base, password);
    rows.push(...(await screens(ctx, ctx.base, password, "bench", ids)));
  }
  return rows;
}

/** Demo scale, on a server started like `npm start`: its start-up, sign-in and screens. */
async function demoScale(ctx: BenchContext, password: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "makon-bench-start-"));
  try {
    const first = await startLikeNpmStart(dataDir, password);
    try {
      // The started server holds the folder (one process per folder): ids come through its API.
      const ids = await samplesThroughApi(first.base, password);
      rows.push(...(await screens(ctx, first.base, password, "demo", ids)));
    } finally {
      await stop(first.child);
    }
    const again = await startLikeNpmStart(dataDir, password);
    await stop(again.child);
    rows.unshift(
      {
        area: "first hour (demo)",
        call: "npm start on an empty DATA_DIR: migrations and demo data, to listening",
        scale: "demo",
        timing: { median: first.ms, worst: first.ms, n: 1 },
      },
      {
        area: "first hour (demo)",
        call: "npm start again on the same folder",
        scale: "demo",
        timing: { median: again.ms, worst: again.ms, n: 1 },
      },
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * Sample ids for the routes with one, read through the API: the property and organisations as
 * the director, a client and a contract as the sales manager (own scope: one of his, so every
 * role with the page may open it).
 */
async function samplesThroughApi(base: string, password: string): Promise<Samples> {
  const as = async (phone: string) => {
    const login = await fetch(`${base}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone, password }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    return async <T>(url: string) => (await (await fetch(`${base}${url}`, { headers: auth })).json()) as T;
  };
  const director = await as(phoneOf("director"));
  const seller = await as(phoneOf("sales"));
  // The first building, not the 2,000-unit one (the chessboard module measures that).
  const buildings = await director<{ id: number }[]>("/api/bino/all");
  const building = Math.min(...buildings.map((b) => b.id));
  const board = await director<{ units: { id: number; floorId: number; status: string }[] }>(
    `/api/bino/${building}/chessboard`,
  );
  const organisations = await director<{ id: number }[]>("/api/tashkilot/all");
  const contracts = await seller<{ items: { id: number }[] }>("/api/shartnoma?size=1");
  const clients = await seller<{ items: { id: number }[] }>("/api/client?size=1");
  return {
    contract: contracts.items[0]?.id ?? 1,
    building,
    unit: board.units.find((u) => u.status === "available")?.id ?? 1,
    client: clients.items[0]?.id ?? 1,
    floor: board.units[0]?.floorId ?? 1,
    organisation: organisations[0]?.id ?? 1,
  };
}

const phoneOf = (role: (typeof DEMO_STAFF)[number]["role"]) =>
  DEMO_STAFF.find((s) => s.role === role)?.phone ?? "";

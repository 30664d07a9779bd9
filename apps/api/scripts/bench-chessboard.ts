// Bench module: the chessboard of a 2,000-unit building (5 entrances × 25 floors × 16 units, with
// buyers, bookings and every status). Through HTTP beside a bare Fastify + driver route returning
// the same 2,000 rows; in Chromium, the page load and a legend filter click, each in turn with the
// same on a static page of the same cells (the browser's floor at that moment).
//  - cold: each request from a sales manager (own scope, holders masked) not seen before — the
//    answer is computed, masked, serialised; 400 viewers in turn outrun what the server remembers;
//  - warm: the same viewer again (a remembered answer).
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import type { Db } from "../src/db/types";
import type { BenchContext, BenchRow, Figures } from "./bench/types";

const VIEWERS = 400;
const LOADS = Number(process.env.BENCH_BROWSER_LOADS ?? 7);

type Rows<T> = { rows: T[] };
async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows[0] as T;
}

/**
 * Gives the fill's 2,000-unit building (5 entrances × 25 floors × 16 units) what a board under
 * sale has: of its free units, a quarter sold, a tenth in process, a twentieth handed over (each
 * under a contract of its own buyer, managed by the fill's sales staff), a twentieth booked and a
 * tenth not for sale. Year 2023's contract numbers are ones the fill leaves unused. Returns the
 * building's id.
 */
export async function fillChessboard(db: Db): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    sql`select id from buildings where name = 'Katta blok' order by id limit 1`,
  );
  // A spread, repeatable status per unit: k in 0 … 19; units the fill already booked stay so.
  await db.execute(sql`
    update units set status = case
      when k between 9 and 13 then 'sold' when k between 14 and 15 then 'in_process'
      when k = 16 then 'handed_over' when k = 17 then 'booked' when k >= 18 then 'not_for_sale'
      else 'available' end
    from (select id as uid, (id * 7919) % 20 as k from units where building_id = ${id} and status = 'available') s
    where units.id = s.uid`);
  const held = sql`(select u.id, row_number() over (order by u.id) as i, u.status, u.total_price, u.area_m2,
      u.price_per_m2
    from units u where u.building_id = ${id} and u.status in ('sold','in_process','handed_over','booked')
      and not exists (select 1 from bookings b where b.unit_id = u.id and b.status = 'active')
      and not exists (select 1 from contracts c where c.unit_id = u.id and c.status <> 'refused'))`;
  // One transaction: one connection, where the temporary table lives.
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table bench_held on commit drop as select * from ${held} h`);
    const sales = sql`(select array_agg(id order by id) from users where role = 'Sotuv')`;
    const buyer = sql`clients c on c.phone = '33' || lpad(h.i::text, 7, '0')`;
    await tx.execute(sql`
      insert into clients (full_name, phone, source, search_text, step, manager_id)
      select 'Xaridor ' || h.i || ' Shaxmatov', '33' || lpad(h.i::text, 7, '0'), 'reception',
        'xaridor ' || h.i || ' shaxmatov 33' || lpad(h.i::text, 7, '0'),
        case when h.status = 'booked' then 'booked' else 'contract' end, (${sales})[1 + h.i % 10]
      from bench_held h`);
    await tx.execute(sql`
      insert into contracts (number, year, seq, date, client_id, unit_id, seller_organisation_id,
        manager_id, area_m2, price_per_m2, total, payment_type, down_payment, months, status)
      select '2023-' || lpad(h.i::text, 5, '0'), 2023, h.i, date '2023-06-01' + (h.i % 180)::int, c.id, h.id,
        (select min(id) from organisations where kind = 'own'), c.manager_id, h.area_m2, h.price_per_m2,
        h.total_price, 'full', h.total_price, 0,
        case h.status when 'sold' then 'concluded' when 'handed_over' then 'handed_over' else 'in_process' end
      from bench_held h join ${buyer} where h.status <> 'booked'`);
    await tx.execute(sql`
      insert into contract_counters (year, last) select 2023, coalesce(max(seq), 0) from contracts where year = 2023
      on conflict (year) do update set last = greatest(contract_counters.last, excluded.last)`);
    await tx.execute(sql`
      insert into payments (contract_id, kind, paid_at, amount, method, user_id)
      select id, 'payment', date, total, 'cash', manager_id from contracts where year = 2023`);
    await tx.execute(sql`
      insert into bookings (unit_id, client_id, user_id, expires_at, status)
      select h.id, c.id, c.manager_id, now() + interval '2 days', 'active'
      from bench_held h join ${buyer} where h.status = 'booked'`);
  });
  // What autovacuum gives a live database (see bench-fill): statistics and visibility.
  await db.execute(sql`vacuum analyze`);
  return id;
}

/** The same 2,000 rows the API sends, read by one statement of the plain driver. */
export const REFERENCE_SQL = `
  select u.id, u.object_id as "objectId", u.building_id as "buildingId", u.entrance_id as "entranceId",
    u.floor_id as "floorId", f.number as floor, u.number, u.rooms, u.area_m2 as "areaM2",
    u.price_per_m2 as "pricePerM2", u.total_price as "totalPrice", u.type, u.finishing, u.status,
    c.id as "contractId", c.number as "contractNumber", coalesce(c.client_id, b.client_id) as "clientId",
    cl.full_name as "clientName", b.expires_at as "bookingExpiresAt"
  from units u join floors f on f.id = u.floor_id join entrances e on e.id = u.entrance_id
  left join contracts c on c.unit_id = u.id and c.status <> 'refused'
  left join bookings b on b.unit_id = u.id and b.status = 'active'
  left join clients cl on cl.id = coalesce(c.client_id, b.client_id)
  where u.building_id = $1 order by e.number, f.number desc, u.id`;

/** Sessions of VIEWERS sales managers with their own scope: a board none of them asked for yet. */
async function viewers(ctx: BenchContext): Promise<Record<string, string>[]> {
  const made = (await ctx.db.execute(sql`
    insert into users (name, phone, password_hash, role, pages_dostup, client_scope, contract_scope)
    select 'Shaxmat sotuvchisi ' || g, '93' || lpad(g::text, 7, '0'), 'x', 'Shaxmat', array['sotuv_bino'], 'own', 'own'
    from generate_series(1, ${VIEWERS}) g returning id`)) as unknown as Rows<{ id: number }>;
  const out: Record<string, string>[] = [];
  for (const { id } of made.rows) out.push(await ctx.sessionFor(id));
  return out;
}

export async function run(ctx: BenchContext): Promise<BenchRow[]> {
  const id = ctx.ids.bigBuildingId;
  if (id === null) throw new Error("no chessboard building in the fill");
  const url = `${ctx.base}/api/bino/${id}/chessboard`;
  const first = await fetch(url, { headers: ctx.auth });
  const size = (await first.arrayBuffer()).byteLength;
  const refBase = await ctx.reference((bare) => {
    bare.get("/ref/chessboard", async () => ctx.bareQuery(REFERENCE_SQL, [id]));
  });
  const gzip = { "accept-encoding": "gzip, deflate, br" };
  await ctx.load({ url: `${refBase}/ref/chessboard`, seconds: 1 });
  const reference = await ctx.load({ url: `${refBase}/ref/chessboard` });
  const refGzip = await ctx.load({ url: `${refBase}/ref/chessboard`, headers: gzip });
  const sessions = await viewers(ctx);
  const cold = await ctx.load({ url, headers: {}, headerSets: sessions, cold: true });
  const coldGzip = await ctx.load({ url, headers: gzip, headerSets: sessions, cold: true });
  const warm = await ctx.load({ url, headers: ctx.auth });
  const warmGzip = await ctx.load({ url, headers: { ...ctx.auth, ...gzip } });
  // The viewers go, so the modules after this one see the fill's people only.
  await ctx.db.execute(
    sql`delete from sessions where user_id in (select id from users where role = 'Shaxmat')`,
  );
  await ctx.db.execute(sql`delete from users where role = 'Shaxmat'`);
  const scale = `2,000 units, ${Math.round(size / 1024)} KB JSON`;
  const ref = (name: string, f: Figures) => ({ name, rps: f.rps, p50: f.p50, p99: f.p99 });
  const rows: BenchRow[] = [
    {
      area: "property",
      call: "GET /api/bino/{id}/chessboard",
      scale,
      cold,
      warm,
      reference: ref("Fastify + driver, same rows", reference),
      goal: { ratio: 0.25 },
    },
    {
      area: "property",
      call: "the same, gzip (as browsers ask)",
      scale,
      cold: coldGzip,
      warm: warmGzip,
      reference: ref("the same, gzip", refGzip),
      goal: { ratio: 0.25 },
    },
  ];
  return [...rows, ...(await inChromium(ctx, id))];
}

/** What in-page code touches: this project is compiled without the DOM's types. */
type InPage = { document: { querySelectorAll(selector: string): { length: number } } } & {
  __cellsPainted?: number;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * In every page of the bench's browser, before its own code: the first cell put in the page (by
 * the app, or by the parser on a static page) is marked for the browser's Element Timing, and the
 * time its text is first painted is kept as `__cellsPainted`. That is when a person sees the first
 * screen of cells. The frame a requestAnimationFrame callback first finds cells in comes
 * ~80–130 ms before it: the frame's style, layout and paint are still to do (measured 2026-11-30).
 */
const FIRST_CELL_PAINTED = `(() => {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === "cell") window.__cellsPainted ??= e.renderTime || e.loadTime;
  }).observe({ type: "element", buffered: true });
  new MutationObserver((_, observer) => {
    const cell = document.querySelector(".cb-cell");
    if (!cell) return;
    for (const el of [cell, ...cell.querySelectorAll("*")]) el.setAttribute("elementtiming", "cell");
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * From the start of navigation to the first cells painted (the board's first screen: the app puts
 * the entrances in view first, BoardGrid) and to the frame in which all `cells` are in the page.
 * Each from a blank page: leaving a 2,000-cell board costs ~50–150 ms, which would otherwise fall
 * on whichever page the bench happens to load after the app's.
 */
async function drawn(page: Page, url: string, cells: number): Promise<{ first: number; all: number }> {
  await page.goto("about:blank");
  await page.goto(url);
  await page.waitForFunction(
    (want) => {
      const g = globalThis as unknown as InPage;
      return g.document.querySelectorAll(".cb-cell").length === want && g.__cellsPainted !== undefined;
    },
    cells,
    { timeout: 30_000, polling: "raf" },
  );
  return page.evaluate<{ first: number; all: number }>(
    "({ first: window.__cellsPainted, all: performance.now() })",
  );
}

/** The legend's statuses clicked in turn: the filter goes [sold], [sold, available], [available], []. */
const CLICKS = ["sold", "available", "sold", "available"];

/** A click (`act`, in-page code) to the next frame: what a person waits for. */
const clickToFrame = (page: Page, act: string) =>
  page.evaluate<number>(`(async () => {
    const t0 = performance.now();
    ${act}
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  })()`);

/**
 * The board as the app drew it, as static pages: the same cells' markup, the app's stylesheets,
 * the same place on the page and the same inherited font; `full` with every entrance's cells,
 * `first` with only those of the entrances that start in view (what the app draws first). The
 * browser's floor for this board on this machine: no script, no request, nothing but parsing and
 * drawing the cells. The stylesheets come inline: the app sends its files as same-origin
 * resources only (helmet's Cross-Origin-Resource-Policy), and the reference is served from
 * another port.
 */
const SNAPSHOT = `(async () => {
  const scroll = document.querySelector(".cb-scroll");
  const box = scroll.getBoundingClientRect();
  const font = getComputedStyle(scroll.parentElement);
  const esc = (t) => t.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
  const sheets = await Promise.all(links.map((l) => fetch(l.href).then((r) => r.text())));
  const styles = [...sheets, ...[...document.querySelectorAll("style")].map((st) => st.textContent)];
  const place = "position:absolute;left:" + (box.left + scrollX) + "px;top:" + (box.top + scrollY) + "px;width:" + box.width + "px;font:" + font.font + ";color:" + font.color;
  const doc = (board) => '<!doctype html><html lang="uz"><head><meta charset="utf-8">' + styles.map((css) => "<style>" + css + "</style>").join("") +
    '</head><body style="margin:0"><div style="' + esc(place) + '">' + board + "</div></body></html>";
  const first = scroll.cloneNode(true);
  const sections = [...scroll.querySelectorAll(".cb-entrance")];
  sections.forEach((section, i) => {
    if (i > 0 && section.getBoundingClientRect().left >= box.right)
      first.querySelectorAll(".cb-entrance")[i].querySelector(".cb-entrance-grid").replaceChildren();
  });
  return { full: doc(scroll.outerHTML), first: doc(first.outerHTML), firstCells: first.querySelectorAll(".cb-cell").length };
})()`;

/** The app's filter on the static page: the class flips BoardGrid makes, without React. */
const refToggle = (status: string) => `
  const on = (window.__statuses ??= new Set());
  if (on.has("${status}")) on.delete("${status}"); else on.add("${status}");
  for (const cell of document.querySelectorAll(".cb-cell"))
    cell.classList.toggle("cb-dim", on.size > 0 && !on.has(cell.dataset.status));`;

/**
 * Page loads of /bino/{id} to the first screen of cells and to the last cell drawn, and legend
 * clicks to the next frame; each taken in turn with the same on static pages of the same cells
 * (SNAPSHOT), so a slow moment of the machine shows in both.
 */
async function inChromium(ctx: BenchContext, id: number): Promise<BenchRow[]> {
  if (!(await fetch(`${ctx.base}/`)).headers.get("content-type")?.includes("text/html")) return [];
  let still = { full: "", first: "", firstCells: 0 };
  const refBase = await ctx.reference((bare) => {
    bare.get("/ref/chessboard-page", async (_req, reply) => reply.type("text/html").send(still.full));
    bare.get("/ref/chessboard-first", async (_req, reply) => reply.type("text/html").send(still.first));
  });
  const browser = await ctx.browser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(FIRST_CELL_PAINTED);
  const page = await context.newPage();
  await page.goto(`${ctx.base}/404`);
  const token = (ctx.auth.authorization ?? "").replace("Bearer ", "");
  await page.evaluate(`localStorage.setItem("token", ${JSON.stringify(token)})`);
  const app = { first: [] as number[], loads: [] as number[], clicks: [] as number[] };
  const bare = { first: [] as number[], loads: [] as number[], clicks: [] as number[] };
  for (let i = 0; i < LOADS; i++) {
    const load = await drawn(page, `${ctx.base}/bino/${id}`, 2000);
    app.first.push(load.first);
    app.loads.push(load.all);
    if (i === 0) still = await page.evaluate<typeof still>(SNAPSHOT);
    for (const status of CLICKS)
      app.clicks.push(
        await clickToFrame(page, `document.querySelector('[data-legend="${status}"]').click();`),
      );
    bare.first.push((await drawn(page, `${refBase}/ref/chessboard-first`, still.firstCells)).first);
    bare.loads.push((await drawn(page, `${refBase}/ref/chessboard-page`, 2000)).all);
    for (const status of CLICKS) bare.clicks.push(await clickToFrame(page, refToggle(status)));
  }
  await context.close();
  const timing = (xs: number[], ref: number[], name: string) => ({
    median: median(xs),
    worst: Math.max(...xs),
    n: xs.length,
    reference: { name, median: median(ref), worst: Math.max(...ref) },
  });
  return [
    {
      area: "property",
      call: "/bino/{id} in Chromium: navigation to the first screen of cells painted",
      scale: `2,000 units, 1440 × 900: the entrances in view, ${still.firstCells} cells`,
      timing: timing(app.first, bare.first, "the same first screen as a static page"),
      goal: { ms: 700 },
    },
    {
      area: "property",
      call: "the same, to every cell in the page",
      scale: "2,000 units, the other entrances one per task after the first frame",
      timing: timing(app.loads, bare.loads, "every cell as a static page"),
    },
    {
      area: "property",
      call: "legend filter click to the next frame",
      scale: "2,000 units",
      timing: timing(app.clicks, bare.clicks, "the same class flips on the static page"),
      goal: { ms: 100 },
    },
  ];
}

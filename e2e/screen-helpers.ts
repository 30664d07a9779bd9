import type { APIRequestContext, Page } from "@playwright/test";
import { api } from "./admin-helpers";
import { expect } from "./fixtures";

/** What the specs that walk the screens share: the demo records' ids, what made a screen too wide. */

/** The innermost elements that reach past the window's right edge, to say what made a screen too wide. */
export function stickingOut(page: Page): Promise<string> {
  return page.evaluate(() => {
    const edge = window.innerWidth + 1;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(".shell-content *")) {
      if (el.getBoundingClientRect().right <= edge || el.offsetParent === null) continue;
      const inner = [...el.children].some((c) => c.getBoundingClientRect().right > edge);
      if (!inner)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]} "${(el.textContent ?? "").slice(0, 30)}"`,
        );
    }
    return out.slice(0, 8).join("; ");
  });
}

export interface Ids {
  contract: number;
  lower: number | null;
  upper: number | null;
  debtCase: number | null;
  building: number;
  unit: number;
  floor: number;
  client: number;
  clientName: string;
  organisation: number;
  organisationName: string;
  buildingName: string;
  /**
   * Every object's and building's name: typed by people (other specs add "Yangi joy …"), shown
   * as the headings of the home and sales screens; data, not the screen's words.
   */
  placeNames: string[];
  /** A handed-over unit's act (/topshiruv?act=), null when none was made yet. */
  act: number | null;
}

/** Ids for the detail screens, from the demo data (a list may be empty on a fresh database). */
export async function demoIds(request: APIRequestContext, token: string): Promise<Ids> {
  const first = async <T>(url: string): Promise<T | null> =>
    (await api<{ items: T[] }>(request, "get", url, token)).items[0] ?? null;
  const contract = await first<{ id: number }>("/api/shartnoma?size=1");
  const lower = await first<{ id: number }>("/api/ariza?level=lower&view=all&size=1");
  const upper = await first<{ id: number }>("/api/ariza?level=upper&view=all&size=1");
  const debtCase = await first<{ id: number }>("/api/undiruv?size=1");
  const client = await first<{ id: number; fullName: string }>("/api/client?size=1");
  const act = await first<{ id: number }>("/api/topshiruv?tab=handed&size=1");
  const buildings = await api<{ id: number; name: string }[]>(request, "get", "/api/bino/all", token);
  const building = buildings[0]!;
  const board = await api<{ units: { id: number; floorId: number }[] }>(
    request,
    "get",
    `/api/bino/${building.id}/chessboard`,
    token,
  );
  const objects = await api<{ name: string }[]>(request, "get", "/api/obyekt/all", token);
  const orgs = await api<{ id: number; name: string }[]>(request, "get", "/api/tashkilot/all", token);
  expect(contract && client && board.units[0] && orgs[0], "demo data for the detail screens").toBeTruthy();
  return {
    contract: contract!.id,
    lower: lower?.id ?? null,
    upper: upper?.id ?? null,
    debtCase: debtCase?.id ?? null,
    building: building.id,
    buildingName: building.name,
    // The longest first: a name inside another ("Blok" in "Blok A") is taken out after it.
    placeNames: [...objects, ...buildings].map((p) => p.name).sort((a, b) => b.length - a.length),
    unit: board.units[0]!.id,
    floor: board.units[0]!.floorId,
    client: client!.id,
    clientName: client!.fullName,
    organisation: orgs[0]!.id,
    organisationName: orgs[0]!.name,
    act: act?.id ?? null,
  };
}

import type { UnitStatus } from "@makon/shared";
import { formatNumber } from "@makon/shared";
import { type BoardEntrance, formatMillions } from "./board-model";

/**
 * An entrance's cells as HTML text. A 2,000-unit board is ~10,000 elements: as React elements
 * they took ~150–350 ms to create on the machines we measure (docs/performance.md), parsed from
 * one string by the browser a tenth of that. The board is drawn once per answer; clicks are
 * handled once for the whole board (BoardGrid) and a filter only flips a class per cell.
 */

/** Words of a cell, translated once per board. */
export interface CellWords {
  status: Record<UnitStatus, string>;
  rooms: string;
  area: string;
  price: string;
  /** The floor link's label: "{entrance}-podyezd, {floor}-qavat: …". */
  floorLink: (entrance: number, floor: number) => string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for an element's content or a quoted attribute. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** antd's LayoutOutlined, drawn once as markup (the same icon the floor links had). */
const FLOOR_ICON =
  '<svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">' +
  '<path d="M880 112H144c-17.7 0-32 14.3-32 32v736c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V144c0-17.7-14.3-32-32-32zm-696 72h136v656H184V184zm656 656H384V384h456v456zM384 320V184h456v136H384z"/></svg>';

/**
 * The cells of one entrance (buttons in their grid row and column, coloured by data-status in
 * chessboard.css) and, with `floorLinks`, a link at the end of each floor row to /floor/{id}
 * (the first cell of a row gives the floor and its id; a row without units has no link).
 */
export function entranceHtml(entrance: BoardEntrance, words: CellWords, floorLinks: boolean): string {
  const out: string[] = [];
  const rows = new Map<number, { floor: number; floorId: number }>();
  for (const { unit, row, col } of entrance.cells) {
    if (!rows.has(row)) rows.set(row, { floor: unit.floor, floorId: unit.floorId });
    out.push(
      `<button type="button" class="cb-cell" style="grid-row:${row + 1};grid-column:${col + 1}"`,
      ` data-unit-id="${escapeHtml(unit.id)}" data-status="${escapeHtml(unit.status)}"`,
      ` data-floor="${escapeHtml(unit.floor)}" title="${escapeHtml(words.status[unit.status] ?? unit.status)}">`,
      `<span class="cb-cell-number">${escapeHtml(unit.number)}</span>`,
      `<span class="cb-cell-line">${escapeHtml(`${unit.rooms} ${words.rooms}`)}</span>`,
      `<span class="cb-cell-line">${escapeHtml(`${formatNumber(unit.areaM2, 2)} ${words.area}`)}</span>`,
      `<span class="cb-cell-price">${escapeHtml(`${formatMillions(unit.totalPrice)} ${words.price}`)}</span>`,
      "</button>",
    );
  }
  if (floorLinks) {
    for (const [row, { floor, floorId }] of rows) {
      const label = escapeHtml(words.floorLink(entrance.number, floor));
      out.push(
        `<a class="cb-floor-link" href="/floor/${escapeHtml(floorId)}" data-floor-id="${escapeHtml(floorId)}"`,
        ` style="grid-row:${row + 1};grid-column:${entrance.columns + 1}" aria-label="${label}">`,
        `${FLOOR_ICON}</a>`,
      );
    }
  }
  return out.join("");
}

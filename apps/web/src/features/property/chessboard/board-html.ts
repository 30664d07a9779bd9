import type { UnitStatus } from "@makon/shared";
import { formatNumber } from "@makon/shared";
import { type BoardEntrance, formatMillions } from "./board-model";

/**
 * An entrance's cells as HTML text. A 2,000-unit board is ~6,000 elements (three a cell): as
 * React elements they took ~150–350 ms to create on the machines we measure
 * (docs/performance.md), parsed from one string by the browser a tenth of that. The board is
 * drawn once per answer; clicks are handled once for the whole board (BoardGrid) and a filter
 * only flips a class per cell.
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
 * The cells of one entrance in the grid's own row-by-row placement (no inline style per cell: an
 * element with one cannot share its computed style, and 2,000 of them were most of the board's
 * style work). Each row's cells fill its first columns (buildLayout packs them so); a row ends
 * with an element in the last column — the link to /floor/{id} with `floorLinks`, else an empty
 * marker — so the next row starts on a row of its own, and a floor without units in this entrance
 * is one empty element across the row. chessboard.css places the three by their class.
 */
export function entranceHtml(entrance: BoardEntrance, words: CellWords, floorLinks: boolean): string {
  const out: string[] = [];
  let row = 0;
  let last: { floor: number; floorId: number } | null = null;
  const endRow = () => {
    if (!last) out.push('<i class="cb-row-skip"></i>');
    else if (!floorLinks) out.push('<i class="cb-row-end"></i>');
    else {
      const label = escapeHtml(words.floorLink(entrance.number, last.floor));
      out.push(
        `<a class="cb-floor-link" href="/floor/${escapeHtml(last.floorId)}" data-floor-id="${escapeHtml(last.floorId)}"`,
        ` aria-label="${label}">${FLOOR_ICON}</a>`,
      );
    }
    last = null;
    row++;
  };
  for (const { unit, row: unitRow } of entrance.cells) {
    while (row < unitRow) endRow();
    last ??= { floor: unit.floor, floorId: unit.floorId };
    out.push(
      `<button type="button" class="cb-cell" data-unit-id="${escapeHtml(unit.id)}"`,
      ` data-status="${escapeHtml(unit.status)}" data-floor="${escapeHtml(unit.floor)}"`,
      ` title="${escapeHtml(words.status[unit.status] ?? unit.status)}">`,
      `<span class="cb-cell-number">${escapeHtml(unit.number)}</span>`,
      escapeHtml(`${unit.rooms} ${words.rooms}\n${formatNumber(unit.areaM2, 2)} ${words.area}`),
      `<span class="cb-cell-price">${escapeHtml(`${formatMillions(unit.totalPrice)} ${words.price}`)}</span>`,
      "</button>",
    );
  }
  if (last) endRow();
  return out.join("");
}

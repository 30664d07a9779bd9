import { UNIT_STATUSES, type UnitStatus } from "@makon/shared";
import {
  type CSSProperties,
  type MouseEvent,
  memo,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";
import { type CellWords, entranceHtml } from "../board-html";
import type { BoardLayout } from "../board-model";

interface BoardGridProps {
  layout: BoardLayout;
  dimmed: ReadonlySet<number>;
  onOpen: (id: number) => void;
  /** The per-floor links to /floor/{id}; the sales board leaves them out (sellers have no floor page). */
  floorLinks?: boolean;
}

/** The status colours as custom properties: chessboard.css picks a cell's by its data-status. */
const STATUS_COLORS = Object.fromEntries(
  UNIT_STATUSES.map((s) => [`--cb-c-${s}`, UNIT_STATUS_COLORS[s]]),
) as CSSProperties;

/** A plain left click, which the app handles itself (others open a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** How many of the entrance blocks start inside the scroll box's visible width (at least one). */
function entrancesInView(scroll: HTMLElement): number {
  const right = scroll.getBoundingClientRect().right;
  let n = 0;
  for (const section of scroll.querySelectorAll(".cb-entrance")) {
    if (section.getBoundingClientRect().left >= right) break;
    n++;
  }
  return Math.max(n, 1);
}

/**
 * The entrances whose cells are in the page: first those in view, then one more per task after
 * the first frame. A person waits for the first screen of the board, and on the 2,000-unit boards
 * the first entrance fills it: parsing and styling the other cells first made the board show
 * ~200 ms later on our machine (docs/decisions/0035-chessboard-first-screen-first.md). An entrance
 * not yet filled keeps its exact size (its grid's tracks are explicit), so nothing moves when its
 * cells arrive.
 */
function useShownEntrances(scroll: RefObject<HTMLDivElement | null>, count: number): number {
  const [shown, setShown] = useState(1);
  // Before the first paint: every entrance that starts in view (the layout read is the one the
  // browser makes to paint anyway).
  useLayoutEffect(() => {
    if (!scroll.current) return;
    const inView = Math.min(count, entrancesInView(scroll.current));
    setShown((s) => Math.max(s, inView));
  }, [scroll, count]);
  // After it: the rest, one entrance per task, so a click or a key in between is not kept waiting.
  useEffect(() => {
    if (shown >= count) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown((s) => Math.min(count, s + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, count]);
  return Math.min(shown, count);
}

/**
 * Entrances side by side, floors as rows (top floor first), floor numbers on the left. The cells
 * are HTML made once per answer (board-html.ts), put in the page the first screen first
 * (useShownEntrances); one click handler serves every cell and floor link (Enter and Space on a
 * focused cell are clicks too), and a filter flips the `cb-dim` class of the cells whose match
 * changed, without rendering any of them again.
 */
export const BoardGrid = memo(function BoardGrid({
  layout,
  dimmed,
  onOpen,
  floorLinks = true,
}: BoardGridProps) {
  const { t } = useTranslation("chessboard");
  const navigate = useNavigate();
  const html = useMemo(() => {
    const words: CellWords = {
      status: Object.fromEntries(UNIT_STATUSES.map((s) => [s, t(`status.${s}`)])) as Record<
        UnitStatus,
        string
      >,
      rooms: t("cell.rooms"),
      area: t("cell.area"),
      price: t("cell.price"),
      floorLink: (entrance, floor) => t("floorLink", { entrance, floor }),
    };
    return layout.entrances.map((entrance) => entranceHtml(entrance, words, floorLinks));
  }, [layout, floorLinks, t]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = useShownEntrances(scrollRef, layout.entrances.length);
  // The cells by unit id and the set last applied, for this HTML and these entrances: a filter
  // touches only the cells whose match changed (a style recalculation per changed cell, not per
  // cell). Cells just put in the page take the filter as it stands.
  const applied = useRef<{
    html: string[];
    shown: number;
    cells: Map<number, HTMLElement>;
    dimmed: ReadonlySet<number>;
  }>(null);
  useLayoutEffect(() => {
    let state = applied.current;
    if (!state || state.html !== html || state.shown !== shown) {
      const cells = new Map<number, HTMLElement>();
      for (const el of scrollRef.current?.querySelectorAll<HTMLElement>(".cb-cell") ?? []) {
        const id = Number(el.dataset.unitId);
        cells.set(id, el);
        el.classList.toggle("cb-dim", dimmed.has(id));
      }
      state = { html, shown, cells, dimmed };
    }
    for (const id of state.dimmed) if (!dimmed.has(id)) state.cells.get(id)?.classList.remove("cb-dim");
    for (const id of dimmed) if (!state.dimmed.has(id)) state.cells.get(id)?.classList.add("cb-dim");
    applied.current = { ...state, dimmed };
  }, [dimmed, html, shown]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>("a.cb-floor-link");
    if (link) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(link.getAttribute("href") ?? "/");
      return;
    }
    const cell = target.closest<HTMLElement>(".cb-cell");
    if (cell) onOpen(Number(cell.dataset.unitId));
  };

  const rows = { gridTemplateRows: `repeat(${layout.floors.length}, var(--cb-row))` };
  return (
    <div className="cb-scroll" ref={scrollRef}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: one handler for the buttons and links inside, which keyboards reach and press themselves */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same: the interactive elements are the cells and links */}
      <div className="cb-board" style={STATUS_COLORS} onClick={onClick}>
        <div className="cb-floors">
          <div className="cb-entrance-title cb-floor-head">{t("floor")}</div>
          <div className="cb-floor-grid" style={rows}>
            {layout.floors.map((floor) => (
              <div key={floor} className="cb-floor-label" data-floor-label={floor}>
                {floor}
              </div>
            ))}
          </div>
        </div>
        {layout.entrances.map((entrance, i) => (
          <section key={entrance.id} className="cb-entrance" data-entrance={entrance.number}>
            <div className="cb-entrance-title">{t("entrance", { number: entrance.number })}</div>
            <div
              className="cb-entrance-grid"
              style={{
                ...rows,
                gridTemplateColumns: `repeat(${entrance.columns}, var(--cb-col)) var(--cb-link)`,
              }}
              // Our own markup from the answer's values, every text escaped (board-html.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
              dangerouslySetInnerHTML={{ __html: i < shown ? (html[i] ?? "") : "" }}
            />
          </section>
        ))}
      </div>
    </div>
  );
});

import { Form } from "antd";
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from "react";
import { useConfirmDiscard } from "./use-confirm-discard";

/**
 * The popups a field opens over a drawer or dialog (a date picker's calendar, a select's list).
 * Escape belongs to the open one: it closes the popup, never the form under it (decision 45: the
 * handover act's calendar took the whole drawer, and all typed, with it).
 */
const POPUPS = [
  ".ant-picker-dropdown",
  ".ant-select-dropdown",
  ".ant-cascader-dropdown",
  ".ant-dropdown",
  ".ant-tree-select-dropdown",
  ".ant-color-picker",
].join(",");

function popupIsOpen(): boolean {
  for (const el of document.querySelectorAll<HTMLElement>(POPUPS)) {
    if (!/-hidden\b/.test(el.className) && el.getClientRects().length > 0) return true;
  }
  return false;
}

/** Asks to close the form around it: a cancel button in a drawer's footer uses it. */
const RequestCloseContext = createContext<(() => void) | null>(null);

export function useRequestClose(): (() => void) | null {
  return useContext(RequestCloseContext);
}

interface Guard {
  /** What the overlay's own close (Escape, mask, cross, Cancel) calls: asks first when typed into. */
  requestClose: () => void;
  /** Wraps the overlay's content: notices typing and keeps a popup's Escape to the popup. */
  wrap: (children: ReactNode) => ReactNode;
  provide: (node: ReactNode) => ReactNode;
}

/**
 * The one guard behind FormDrawer and FormModal. "Typed into" is any touched field of an antd
 * form inside, or any input event (fields kept outside a form); `dirty` adds what neither sees.
 * Each opening starts clean.
 */
export function useDiscardGuard(open: boolean, onClose: () => void, dirty?: boolean): Guard {
  const typed = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  // A dialog opened from this one reaches it through React's tree (events and form changes pass
  // portals): only what happens in this one's own page area counts.
  const here = (node: EventTarget | null) => node instanceof Node && box.current?.contains(node) === true;
  const confirmDiscard = useConfirmDiscard();
  useEffect(() => {
    if (open) typed.current = false;
  }, [open]);

  const requestClose = useCallback(
    () =>
      confirmDiscard(typed.current || dirty === true, () => {
        typed.current = false;
        onClose();
      }),
    [confirmDiscard, dirty, onClose],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    // The popup's own handler has closed it by now, but the page has not redrawn yet: stopping
    // here keeps the same key from reaching the overlay's Escape listener on the window.
    if (event.key === "Escape" && popupIsOpen()) event.stopPropagation();
  };

  const wrap = (children: ReactNode) => (
    <Form.Provider
      onFormChange={(_name, { changedFields }) => {
        if (changedFields.some((field) => field.touched) && here(document.activeElement))
          typed.current = true;
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only listens to what its fields do */}
      <div
        ref={box}
        className="discard-guard"
        onInput={(event) => {
          if (here(event.target)) typed.current = true;
        }}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </Form.Provider>
  );

  const provide = (node: ReactNode) => (
    <RequestCloseContext.Provider value={requestClose}>{node}</RequestCloseContext.Provider>
  );
  return { requestClose, wrap, provide };
}

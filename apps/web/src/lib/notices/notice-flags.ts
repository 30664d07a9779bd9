import type { notices } from "../../i18n/uz/notices";

/** The shared notice flags: every screen reports its outcome with one (docs/product.md, Notices). */
export type NoticeFlag = keyof typeof notices;

export type NoticeKind = "success" | "info" | "warning" | "error";

interface NoticeStyle {
  kind: NoticeKind;
  /** Seconds on screen; errors stay longer so they can be read. */
  duration: number;
}

export const NOTICE_STYLES: Record<NoticeFlag, NoticeStyle> = {
  data_add: { kind: "success", duration: 3 },
  data_block: { kind: "warning", duration: 3 },
  data_error: { kind: "error", duration: 5 },
  delete: { kind: "info", duration: 3 },
  data_send_basket: { kind: "info", duration: 3 },
  data_delete: { kind: "success", duration: 3 },
};

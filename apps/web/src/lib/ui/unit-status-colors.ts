import type { UnitStatus } from "@makon/shared";

/** One colour per unit status, the same on the dashboard, the chessboard and the lists. */
export const UNIT_STATUS_COLORS: Record<UnitStatus, string> = {
  available: "#52c41a",
  booked: "#faad14",
  in_process: "#1677ff",
  sold: "#f5222d",
  handed_over: "#722ed1",
  not_for_sale: "#bfbfbf",
};

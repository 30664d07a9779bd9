export const UNIT_STATUSES = [
  "available",
  "booked",
  "in_process",
  "sold",
  "handed_over",
  "not_for_sale",
] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const UNIT_TYPES = ["residential", "commercial", "parking"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const FINISHING_TYPES = ["finished", "unfinished"] as const;
export type Finishing = (typeof FINISHING_TYPES)[number];

export const BUILD_STATUSES = ["planned", "foundation", "frame", "finishing", "completed"] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BOOKING_STATUSES = ["active", "released", "expired", "converted"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

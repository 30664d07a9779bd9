import type { PageKey } from "@makon/shared";

/** Pages whose people read clients: intake, sales and the contract desk. */
export const CLIENT_PAGES = [
  "reciption",
  "my_reciption_clients",
  "call_center",
  "my_call_clients",
  "sotuv",
  "room_choose",
  "contract",
  "shartnoma_jarayon",
  "baza",
] as const satisfies readonly PageKey[];

import type { PageKey } from "@makon/shared";

/** What every shell screen receives from the route table: its page key. */
export interface ScreenProps {
  pageKey: PageKey;
}

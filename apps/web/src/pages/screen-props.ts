import type { CurrentUser, PageKey } from "@makon/shared";
import type { QueryClient } from "@tanstack/react-query";

/** What every shell screen receives from the route table: its page key. */
export interface ScreenProps {
  pageKey: PageKey;
}

/** Where a screen is being opened: what its first requests depend on. */
export interface ScreenDataContext {
  pageKey: PageKey;
  /** The route's parameters (`:id`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query: a list's filters, page and sort. */
  search: URLSearchParams;
  user: CurrentUser;
  client: QueryClient;
}

/**
 * A screen module may export `screenData`: it asks for what the screen reads first, through the
 * screen's own queries (same keys and functions), the moment the screen is opened — before its
 * first render, which on an office computer takes ~100 ms before the screen's own hooks would
 * send anything (app/screen-data.ts). It only starts requests; the screen renders as before.
 */
export type ScreenData = (ctx: ScreenDataContext) => void;

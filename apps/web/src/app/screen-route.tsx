import type { PageKey } from "@makon/shared";
import { type ComponentType, useState } from "react";
import { useParams } from "react-router";
import { useCurrentUser } from "../lib/session";
import type { ScreenProps } from "../pages/screen-props";
import { startScreenData } from "./screen-data";

/**
 * A screen as its route shows it: its first requests start as it is opened, before it renders
 * (screen-data.ts). Rendered inside RequirePage, so the user holds the page. Keyed by the page in
 * the route table: React would otherwise keep this wrapper across a move between two routes.
 */
export function ScreenRoute({ pageKey, Screen }: { pageKey: PageKey; Screen: ComponentType<ScreenProps> }) {
  const { data: user } = useCurrentUser();
  const params = useParams();
  // Once per opening: a later change of the address (a filter, a page) is the screen's own. The
  // address is read as it is now, without subscribing this wrapper to it.
  useState(() => {
    if (user) startScreenData(pageKey, params, window.location.search, user);
    return null;
  });
  return <Screen pageKey={pageKey} />;
}

import { Drawer, Layout } from "antd";
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { prefetchNotifications } from "../../features/notifications";
import { useSections } from "../../features/sections";
import { prefetchCachedList } from "../../lib/cache";
import { logout, useCurrentUser } from "../../lib/session";
import { FullPageSpin } from "../../lib/ui/full-page-spin";
import { Logo } from "../../lib/ui/logo";
import { useMediaQuery } from "../../lib/ui/use-media-query";
import { ErrorBoundary } from "../error-boundary";
import { queryClient } from "../query-client";
import { preloadChartsWhenIdle, preloadScreensWhenIdle } from "../screens";
import { activeMenuKey } from "./active-menu-key";
import { buildMenuEntries, type MenuEntry } from "./menu-entries";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";

/** The side menu sits beside the content from 992 px, below that a drawer (docs/product.md, Shell). */
const WIDE_QUERY = "(min-width: 992px)";
/** Wide enough for the longest section names ("Qoʻngʻiroqlar: mening mijozlarim"). */
const MENU_WIDTH = 280;
const NO_ENTRIES: MenuEntry[] = [];

/** Top bar, side menu (or drawer) and the current screen (docs/product.md, Shell). */
export default function AppShell() {
  // The menu's sections and the bell's first page leave as the shell starts to draw, not after
  // it has (its hooks ask only once it is on screen): on a sign-in they were the last to come.
  useState(() => {
    prefetchCachedList(queryClient, "sections");
    prefetchNotifications(queryClient);
    return null;
  });
  const { data: user } = useCurrentUser();
  const { data: sections } = useSections();
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_QUERY);
  const [siderCollapsed, setSiderCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const entries = useMemo(
    () => buildMenuEntries(sections ?? [], user?.pagesDostup ?? []),
    [sections, user?.pagesDostup],
  );
  // The menu's links are drawn in the render after the first one: on a page opened afresh the
  // screen comes first, and the menu follows a moment later (decision 37).
  const shownEntries = useDeferredValue(entries, NO_ENTRIES);
  const activeKey = activeMenuKey(pathname);

  const pages = user?.pagesDostup;
  useEffect(() => {
    if (!pages) return;
    preloadChartsWhenIdle(pages);
    preloadScreensWhenIdle(pages);
  }, [pages]);

  // Growing past the breakpoint leaves no drawer hanging open over the side menu.
  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  if (!user) return null;

  const toggleMenu = () => (wide ? setSiderCollapsed((c) => !c) : setDrawerOpen((o) => !o));
  const signOut = () => {
    setLoggingOut(true);
    void logout();
  };

  return (
    <Layout className="shell">
      <TopBar
        user={user}
        menuOpen={wide ? !siderCollapsed : drawerOpen}
        onToggleMenu={toggleMenu}
        onLogout={signOut}
        loggingOut={loggingOut}
      />
      <Layout hasSider={wide}>
        {wide ? (
          <Layout.Sider
            className="shell-sider"
            theme="light"
            width={MENU_WIDTH}
            collapsedWidth={72}
            collapsed={siderCollapsed}
            trigger={null}
            collapsible
          >
            <SideMenu entries={shownEntries} activeKey={activeKey} collapsed={siderCollapsed} />
          </Layout.Sider>
        ) : (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={MENU_WIDTH}
            title={<Logo />}
            className="shell-drawer"
            styles={{ body: { padding: 0 } }}
          >
            <SideMenu entries={entries} activeKey={activeKey} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout.Content className="shell-content">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullPageSpin fill="area" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

import type { PageKey } from "@makon/shared";
import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { FullPageSpin } from "../lib/ui/full-page-spin";
import type { ScreenProps } from "../pages/screen-props";
import { GuestOnly } from "./guards/guest-only";
import { RequirePage } from "./guards/require-page";
import { RequireSession } from "./guards/require-session";
import { preloadAfterSignIn } from "./preload-route";
import { LOGIN_PATH, NO_ENTER_PATH, NOT_FOUND_PATH, SHELL_ROUTES } from "./routes";
import { ScreenRoute } from "./screen-route";
import { appShell, screens } from "./screens";

// Every screen and the shell load on demand, so /login downloads neither the shell nor any screen;
// the shell and the screens can be loaded ahead (screens.ts, preload-route.ts).
const LoginPage = lazy(() => import("../pages/auth/login-page"));
const NotFoundPage = lazy(() => import("../pages/errors/not-found-page"));
const NoEnterPage = lazy(() => import("../pages/errors/no-enter-page"));
const ComingSoonPage = lazy(() => import("../pages/coming-soon/coming-soon-page"));
const AppShell = appShell.Component;

const screenOf = (key: PageKey): ComponentType<ScreenProps> => screens.get(key)?.Component ?? ComingSoonPage;

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<FullPageSpin />}>
        <Routes>
          <Route
            path={LOGIN_PATH}
            element={
              <GuestOnly>
                <LoginPage onSignedIn={preloadAfterSignIn} />
              </GuestOnly>
            }
          />
          <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
          <Route path={NO_ENTER_PATH} element={<NoEnterPage />} />
          <Route element={<RequireSession />}>
            <Route element={<AppShell />}>
              {SHELL_ROUTES.map(({ path, key }) => {
                const Screen = screenOf(key);
                return (
                  <Route
                    key={key}
                    path={path}
                    element={
                      <RequirePage pageKey={key}>
                        <ScreenRoute key={key} pageKey={key} Screen={Screen} />
                      </RequirePage>
                    }
                  />
                );
              })}
            </Route>
          </Route>
          <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}

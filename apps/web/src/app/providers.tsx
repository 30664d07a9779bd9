import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { useAntdLocale } from "../i18n/language";
import { NoticeProvider } from "../lib/notices";
import { useMediaQuery } from "../lib/ui/use-media-query";
import { ErrorBoundary } from "./error-boundary";
import { queryClient } from "./query-client";
import { theme, themeWithoutMotion } from "./theme";

/** Everything a screen may rely on: data, antd's locale (the language being read) and theme, the notices. */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // Someone who asked their system for less motion gets none: drawers, dialogs and notices
  // appear and leave at once (decision 36).
  const still = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={still ? themeWithoutMotion : theme}>
        <AntApp>
          <ErrorBoundary>
            <NoticeProvider>{children}</NoticeProvider>
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { NoticeProvider } from "../lib/notices";
import { antdLocale } from "./antd-locale";
import { ErrorBoundary } from "./error-boundary";
import { queryClient } from "./query-client";
import { theme } from "./theme";

/** Everything a screen may rely on: data, antd's Uzbek locale and theme, the notices. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <AntApp>
          <ErrorBoundary>
            <NoticeProvider>{children}</NoticeProvider>
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

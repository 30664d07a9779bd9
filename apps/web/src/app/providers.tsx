import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { useAntdLocale } from "../i18n/language";
import { NoticeProvider } from "../lib/notices";
import { ErrorBoundary } from "./error-boundary";
import { queryClient } from "./query-client";
import { theme } from "./theme";

/** Everything a screen may rely on: data, antd's locale (the language being read) and theme, the notices. */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        <AntApp>
          <ErrorBoundary>
            <NoticeProvider>{children}</NoticeProvider>
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

import { Button, Result } from "antd";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  children: ReactNode;
  /** A new key (the next page) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Catches a screen that throws while rendering (or a screen chunk that failed to download after
 * an update) and offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Screen failed", error.name, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorFallback /> : this.props.children;
  }
}

function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t("genericError")}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("reload")}
        </Button>
      }
    />
  );
}

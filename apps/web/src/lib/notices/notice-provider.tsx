import { App } from "antd";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NOTICE_STYLES, type NoticeFlag } from "./notice-flags";

type Notify = (flag: NoticeFlag) => void;

const NoticeContext = createContext<Notify | null>(null);

/** Shows the shared banners (antd message) for the six notice flags. Needs antd's <App>. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const { t } = useTranslation("notices");

  const notify = useCallback<Notify>(
    (flag) => {
      const { kind, duration } = NOTICE_STYLES[flag];
      // One banner per flag at a time: a repeated action refreshes it instead of stacking copies.
      void message.open({ key: flag, type: kind, content: t(flag), duration });
    },
    [message, t],
  );

  return <NoticeContext.Provider value={notify}>{children}</NoticeContext.Provider>;
}

/** `notify("data_add")` and the like, from any screen. */
export function useNotice(): { notify: Notify } {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error("useNotice must be used inside <NoticeProvider>");
  return useMemo(() => ({ notify }), [notify]);
}

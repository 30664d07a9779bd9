import type { CurrentUser, Language } from "@makon/shared";
import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setLanguage, useLanguage } from "../../i18n/language";
import { currentUserKey, saveMyLanguage } from "../../lib/session";
import { LanguageMenu } from "../../lib/ui/language-menu";

/**
 * The top bar's language switch: the app changes at once (its words load first), and the choice
 * is saved as the user's own for their next sign-in, on any computer.
 */
export function LanguageSwitch() {
  const { t } = useTranslation("languages");
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);

  const change = (next: Language) => {
    setPending(next);
    setLanguage(next)
      .then(
        () =>
          saveMyLanguage(next).then(
            () => {
              queryClient.setQueryData<CurrentUser>(currentUserKey, (user) =>
                user ? { ...user, language: next } : user,
              );
              // Anything the server worded for the old language (a notice, a label) is asked again.
              void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
            },
            () => void message.error(t("saveFailed")),
          ),
        () => void message.error(tc("genericError")),
      )
      .finally(() => setPending(null));
  };

  return (
    <LanguageMenu
      value={pending ?? language}
      onChange={change}
      loading={pending !== null}
      className="top-bar-language"
    />
  );
}

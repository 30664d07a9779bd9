import type { ActionKey, PageKey, User } from "@makon/shared";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { missingRights } from "../rights";

const SHOWN = 6;

interface OutranksNoticeProps {
  user: User;
  actor: User;
}

/**
 * Why the form is read-only: the user holds rights the manager lacks, named one by one, so
 * the manager knows whom to ask.
 */
export function OutranksNotice({ user, actor }: OutranksNoticeProps) {
  const { t } = useTranslation("users");
  const { t: ta } = useTranslation("access");
  const missing = missingRights(actor, user);
  const names = [
    ...missing.pages.map((k) => ta(`pages.${k as PageKey}`)),
    ...missing.actions.map((k) => ta(`actions.${k as ActionKey}`)),
    ...(missing.clientScope ? [t("outranks.clientScope", { scope: t(`scopes.${user.clientScope}`) })] : []),
    ...(missing.contractScope
      ? [t("outranks.contractScope", { scope: t(`scopes.${user.contractScope}`) })]
      : []),
  ];
  // A long list would bury the point: the first few, then how many more.
  const shown = names.slice(0, SHOWN).join(", ");
  const list =
    names.length > SHOWN ? t("outranks.more", { list: shown, count: names.length - SHOWN }) : shown;
  return (
    <Alert
      type="info"
      showIcon
      title={t("outranks.title")}
      description={t("outranks.text", { list })}
      className="user-form-failure"
      data-testid="outranks-notice"
    />
  );
}

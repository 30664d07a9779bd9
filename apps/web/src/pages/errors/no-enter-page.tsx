import { useTranslation } from "react-i18next";
import { MessagePage } from "../../lib/ui/message-page";

/** /noEnter — where a page the user has no key for sends them. */
export default function NoEnterPage() {
  const { t } = useTranslation("pages");
  return <MessagePage status="403" title={t("noEnter")} />;
}

import { useTranslation } from "react-i18next";
import { MessagePage } from "../../lib/ui/message-page";

/** /404 — where every unknown path lands. */
export default function NotFoundPage() {
  const { t } = useTranslation("pages");
  return <MessagePage status="404" title={t("notFound")} />;
}

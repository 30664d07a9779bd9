import { useTranslation } from "react-i18next";
import { ObjectStats } from "../../features/home";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";

/** / — greeting and the state of every object's units. */
export default function HomePage() {
  const { t } = useTranslation("home");
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title={t("greeting", { name: user?.name ?? "" })} />
      <ObjectStats />
    </>
  );
}

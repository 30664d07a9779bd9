import { useTranslation } from "react-i18next";
import { HomeGroups, ObjectStats, prefetchHome } from "../../features/home";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenData } from "../screen-props";

export const screenData: ScreenData = ({ client }) => prefetchHome(client);

/** / — greeting, today's work of each of the viewer's roles, and the state of every object's units. */
export default function HomePage() {
  const { t } = useTranslation("home");
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title={t("greeting", { name: user?.name ?? "" })} />
      <HomeGroups />
      <ObjectStats />
    </>
  );
}

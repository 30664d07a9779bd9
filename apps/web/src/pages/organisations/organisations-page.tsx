import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BanksTab } from "../../features/banks";
import { OrganisationsTab, prefetchOrganisations } from "../../features/organisations";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenData, ScreenProps } from "../screen-props";

/** The organisations tab's list, asked as the screen opens on it; the banks tab asks for itself. */
export const screenData: ScreenData = ({ client, search }) => {
  if (search.get("tab") !== "banks") prefetchOrganisations(client);
};

type TabKey = "organisations" | "banks";

/** /tashkilotlar — organisations and banks, each tab with its own list. */
export default function OrganisationsPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("organisations");
  const { t: tp } = useTranslation("pages");
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get("tab") === "banks" ? "banks" : "organisations";
  const can = (key: string) => user?.dostup.includes(key) ?? false;

  return (
    <>
      <PageHeader title={tp(`titles.${pageKey}`)} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "banks" ? { tab: "banks" } : {}, { replace: true })}
        destroyOnHidden={false}
        items={[
          {
            key: "organisations",
            label: t("tabs.organisations"),
            children: <OrganisationsTab canEdit={can("organisation_edit")} canExport={can("export_excel")} />,
          },
          { key: "banks", label: t("tabs.banks"), children: <BanksTab canEdit={can("bank_edit")} /> },
        ]}
      />
    </>
  );
}

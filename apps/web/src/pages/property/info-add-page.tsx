import { Alert, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BuildingTab, ImportTab, PricesTab } from "../../features/property/info-add";
import { useCurrentUser } from "../../lib/session";
import { PageHeader } from "../../lib/ui/page-header";
import { parseRouteId } from "../../lib/ui/route-id";
import type { ScreenProps } from "../screen-props";

const TABS = ["building", "prices", "import"] as const;
type TabKey = (typeof TABS)[number];

/** /info_add — adding to the property: a new building, bulk prices, units from Excel. */
export default function InfoAddPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("infoAdd");
  const { t: tp } = useTranslation("pages");
  const { data: user } = useCurrentUser();
  const canEdit = user?.dostup.includes("property_edit") ?? false;
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: TabKey = TABS.includes(raw as TabKey) ? (raw as TabKey) : "building";
  const objectId = parseRouteId(params.get("objectId"));

  const changeTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === "building") next.delete("tab");
    else next.set("tab", key);
    setParams(next, { replace: true });
  };

  return (
    <div className="ia-page">
      <PageHeader title={tp(`titles.${pageKey}`)} />
      {!canEdit && <Alert className="ia-readonly" type="info" showIcon title={t("readOnly")} />}
      <Tabs
        activeKey={tab}
        onChange={changeTab}
        items={[
          {
            key: "building",
            label: t("tabs.building"),
            children: <BuildingTab canEdit={canEdit} objectId={objectId} />,
          },
          { key: "prices", label: t("tabs.prices"), children: <PricesTab canEdit={canEdit} /> },
          { key: "import", label: t("tabs.import"), children: <ImportTab canEdit={canEdit} /> },
        ]}
      />
    </div>
  );
}

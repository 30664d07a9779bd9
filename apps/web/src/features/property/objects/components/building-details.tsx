import { type BuildingAbout, formatDate } from "@makon/shared";
import { Descriptions, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { BuildStatusTag } from "./build-status-tag";

/** The building's own details: object, address, size, construction stage and bank approval. */
export function BuildingDetails({ building: b }: { building: BuildingAbout }) {
  const { t } = useTranslation("objects");
  return (
    <section className="obj-card" aria-labelledby="bino-details-title">
      <h2 id="bino-details-title">{t("about.details")}</h2>
      <Descriptions
        bordered
        size="small"
        // Beside the sales table (from 1200 px) the card is narrow: one pair per line there.
        column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 1, xxl: 2 }}
        items={[
          { key: "object", label: t("about.object"), children: b.objectName },
          { key: "name", label: t("about.name"), children: b.name },
          { key: "address", label: t("about.address"), children: b.address, span: "filled" },
          {
            key: "floors",
            label: t("about.floors"),
            children: <span className="obj-number">{b.floors}</span>,
          },
          {
            key: "entrances",
            label: t("about.entrances"),
            children: <span className="obj-number">{b.entrances}</span>,
          },
          {
            key: "buildStatus",
            label: t("about.buildStatus"),
            children: <BuildStatusTag status={b.buildStatus} />,
          },
          {
            key: "completionDate",
            label: t("about.completionDate"),
            children: (
              <span className="obj-number">
                {b.completionDate ? formatDate(b.completionDate) : t("about.none")}
              </span>
            ),
          },
          {
            key: "bankApproved",
            label: t("about.bankApproved"),
            children: (
              <Tag color={b.bankApproved ? "green" : "default"} className="obj-tag">
                {b.bankApproved ? t("about.yes") : t("about.no")}
              </Tag>
            ),
          },
        ]}
      />
    </section>
  );
}

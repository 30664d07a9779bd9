import { formatDate, formatPhone, type OrganisationDetail } from "@makon/shared";
import { Descriptions, type DescriptionsProps, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { OrganisationKindTag } from "./organisation-kind-tag";
import "../organisations.css";

/** A percent as Uzbek writes it: 0,1. */
const percent = (v: number) => String(v).replace(".", ",");

/** The organisation's details on /tashkilot_bank/{id}. */
export function OrganisationCard({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useTranslation("organisations");
  const none = t("detail.none");
  const items: DescriptionsProps["items"] = [
    { key: "name", label: t("detail.name"), children: organisation.name, span: 2 },
    { key: "kind", label: t("detail.kind"), children: <OrganisationKindTag kind={organisation.kind} /> },
    {
      key: "stir",
      label: t("detail.stir"),
      children: <span className="org-number">{organisation.stir}</span>,
    },
    { key: "director", label: t("detail.director"), children: organisation.director ?? none },
    {
      key: "phone",
      label: t("detail.phone"),
      children: organisation.phone ? (
        <span className="org-number">{formatPhone(organisation.phone)}</span>
      ) : (
        none
      ),
    },
    { key: "address", label: t("detail.address"), children: organisation.address ?? none, span: 2 },
    ...(organisation.kind === "own"
      ? [
          {
            key: "penalty",
            label: t("detail.penalty"),
            span: 2,
            children:
              organisation.penaltyRate === null
                ? t("detail.penaltyNone")
                : organisation.penaltyCap === null
                  ? t("detail.penaltyValue", { rate: percent(organisation.penaltyRate) })
                  : t("detail.penaltyCapValue", {
                      rate: percent(organisation.penaltyRate),
                      cap: percent(organisation.penaltyCap),
                    }),
          },
        ]
      : []),
    {
      key: "status",
      label: t("detail.status"),
      span: 2,
      children: organisation.archivedAt ? (
        <Tag className="org-tag">
          {t("detail.archivedSince", { date: formatDate(organisation.archivedAt) })}
        </Tag>
      ) : (
        <Tag color="success" className="org-tag">
          {t("active")}
        </Tag>
      ),
    },
  ];
  return (
    <Descriptions
      className="org-card"
      bordered
      size="middle"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items}
      title={t("detail.card")}
    />
  );
}

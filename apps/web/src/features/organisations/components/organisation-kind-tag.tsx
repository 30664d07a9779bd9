import type { OrganisationKind } from "@makon/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const KIND_COLORS: Record<OrganisationKind, string> = {
  own: "green",
  partner: "blue",
  buyer: "gold",
};

/** Oʻz kompaniyamiz / Hamkor / Xaridor tashkilot. */
export function OrganisationKindTag({ kind }: { kind: OrganisationKind }) {
  const { t } = useTranslation("organisations");
  return (
    <Tag color={KIND_COLORS[kind]} className="org-tag">
      {t(`kind.${kind}`)}
    </Tag>
  );
}

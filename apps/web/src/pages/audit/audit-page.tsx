import { useTranslation } from "react-i18next";
import { AuditView, prefetchAudit } from "../../features/audit";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenData, ScreenProps } from "../screen-props";

export const screenData: ScreenData = ({ client, search }) => prefetchAudit(client, search);

/** /audit — who changed what and when, across the administration areas. */
export default function AuditPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader title={t(`titles.${pageKey}`)} />
      <AuditView />
    </>
  );
}

import { useTranslation } from "react-i18next";
import { AuditView } from "../../features/audit";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenProps } from "../screen-props";

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

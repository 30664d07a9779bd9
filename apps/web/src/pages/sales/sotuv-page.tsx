import { useTranslation } from "react-i18next";
import { SalesOverview } from "../../features/sales";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenProps } from "../screen-props";

/** /sotuv: where there is still something to sell — active objects, their buildings, free units. */
export default function SotuvPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  return (
    <div className="sl-page">
      <PageHeader title={t(`titles.${pageKey}`)} />
      <SalesOverview />
    </div>
  );
}

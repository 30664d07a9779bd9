import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenProps } from "../screen-props";

/** The interim screen of every page a later issue builds: its title and a short note. */
export default function ComingSoonPage({ pageKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHeader title={t(`titles.${pageKey}`)} />
      <div className="content-panel">
        <Empty description={tc("comingSoon")} />
      </div>
    </>
  );
}

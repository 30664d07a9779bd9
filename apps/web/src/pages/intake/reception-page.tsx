import { Alert } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ClientCardDrawer } from "../../features/clients";
import {
  prefetchReception,
  ReceptionForm,
  TodayVisitsTable,
  useIntakeRights,
  useRefreshIntake,
} from "../../features/intake";
import { PageHeader } from "../../lib/ui/page-header";
import type { ScreenData } from "../screen-props";

export const screenData: ScreenData = ({ client }) => prefetchReception(client);

/** /reciption — the front desk: register a walk-in visitor or record a returning one; today's visitors. */
export default function ReceptionPage() {
  const { t } = useTranslation("intake");
  const { t: tp } = useTranslation("pages");
  const { canCreate, canRecord, canAssign } = useIntakeRights();
  const refresh = useRefreshIntake();
  const [cardId, setCardId] = useState<number | null>(null);

  return (
    <>
      <PageHeader title={tp("titles.reciption")} />
      {!canCreate && (
        <Alert type="info" showIcon title={t("readOnlyNote")} className="intake-readonly-note" />
      )}
      <section className="intake-panel" aria-labelledby="intake-form-title">
        <div className="intake-panel-head">
          <h2 id="intake-form-title" className="intake-panel-title">
            {t("form.newVisitor")}
          </h2>
        </div>
        <ReceptionForm
          canCreate={canCreate}
          canRecord={canRecord}
          canAssign={canAssign}
          onOpenClient={setCardId}
        />
      </section>
      <TodayVisitsTable onOpenClient={setCardId} />
      <ClientCardDrawer clientId={cardId} onClose={() => setCardId(null)} onChanged={refresh} />
    </>
  );
}

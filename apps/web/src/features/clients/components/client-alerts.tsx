import type { ClientCard } from "@makon/shared";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/history";

/** The loud banners at the top of the card: blacklisted (with the reason) and in the basket. */
export function ClientAlerts({ card }: { card: ClientCard }) {
  const { t } = useTranslation("clients");
  return (
    <>
      {card.blacklisted && (
        <Alert
          type="error"
          showIcon
          className="cl-alert cl-alert-blacklist"
          role="alert"
          title={t("card.blacklisted")}
          description={
            <>
              <div className="cl-alert-reason">{card.blacklistReason ?? t("card.noReason")}</div>
              {card.blacklistedAt && (
                <div className="cl-muted">
                  {t("card.blacklistedAt", { at: formatDateTime(card.blacklistedAt) })}
                </div>
              )}
            </>
          }
        />
      )}
      {card.inBasket && (
        <Alert
          type="warning"
          showIcon
          className="cl-alert cl-alert-basket"
          title={t("card.inBasket")}
          description={t("card.inBasketHint")}
        />
      )}
    </>
  );
}

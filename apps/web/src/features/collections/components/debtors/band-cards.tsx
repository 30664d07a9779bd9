import type { DebtBand, DebtorTotals } from "@makon/shared";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../lib/format-money";

interface BandCardsProps {
  totals: DebtorTotals | undefined;
  band: DebtBand | undefined;
  /** Clicking the band shown again clears it. */
  onBand: (band: DebtBand | undefined) => void;
}

/** The count and amount of each ageing band; a card is a filter. */
export function BandCards({ totals, band, onBand }: BandCardsProps) {
  const { t } = useTranslation("collections");
  return (
    <ul className="dc-bands" aria-label={t("debtors.bandsLabel")}>
      {(totals?.bands ?? []).map((b) => {
        const active = b.band === band;
        return (
          <li key={b.band}>
            <button
              type="button"
              className={`dc-band dc-band-${b.band}`}
              aria-pressed={active}
              data-band={b.band}
              onClick={() => onBand(active ? undefined : b.band)}
            >
              <span className="dc-band-name">{t(`band.${b.band}`)}</span>
              <span className="dc-band-count">{t("debtors.bandCount", { count: b.count })}</span>
              <span className="dc-band-sum">{formatMoney(b.overdueAmount)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

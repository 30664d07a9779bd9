import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { timeLeft } from "./time-left";

/**
 * "1 kun 23 soat qoldi" ("осталось 1 дн. 23 ч"), ticking every 20 seconds; the end is an instant
 * from the API. The one countdown of a booking, wherever a booking is shown, so all say the same.
 */
export function BookingCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation("common");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 20_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  if (left.days + left.hours + left.minutes === 0) {
    return <span className="sl-countdown sl-expired">{t("countdown.expired")}</span>;
  }
  const parts =
    left.days > 0
      ? [t("countdown.days", { count: left.days }), t("countdown.hours", { count: left.hours })]
      : [t("countdown.hours", { count: left.hours }), t("countdown.minutes", { count: left.minutes })];
  return (
    <span className="sl-countdown" data-expires={expiresAt}>
      {t("countdown.left", { time: parts.join(" ") })}
    </span>
  );
}

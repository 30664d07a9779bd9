import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { timeLeft } from "../sales-model";

/** "qoldi: 1 kun 23 soat", ticking every 20 seconds; the end is an instant from the API. */
export function BookingCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation("sales");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 20_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  if (left.days + left.hours + left.minutes === 0) {
    return <span className="sl-countdown sl-expired">{t("booking.expired")}</span>;
  }
  const parts =
    left.days > 0
      ? [t("booking.days", { count: left.days }), t("booking.hoursLeft", { count: left.hours })]
      : [t("booking.hoursLeft", { count: left.hours }), t("booking.minutes", { count: left.minutes })];
  return (
    <span className="sl-countdown" data-expires={expiresAt}>
      {t("booking.left", { time: parts.join(" ") })}
    </span>
  );
}

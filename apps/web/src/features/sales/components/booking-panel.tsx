import { DEFAULT_BOOKING_HOURS, formatDateTime, MAX_BOOKING_HOURS, type UnitRow } from "@makon/shared";
import { Alert, App, Button, InputNumber, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { BookingCountdown } from "../../../lib/ui/booking-countdown";
import { useBookUnit, useReleaseUnit } from "../api/use-booking";

interface Props {
  unit: UnitRow;
  clientId: number | null;
  canBook: boolean;
  canRelease: boolean;
}

/** The unit's booking: who holds it and for how long, or the form to hold it for the chosen client. */
export function BookingPanel({ unit, clientId, canBook, canRelease }: Props) {
  const { t } = useTranslation("sales");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [hours, setHours] = useState<number>(DEFAULT_BOOKING_HOURS);
  const book = useBookUnit();
  const release = useReleaseUnit();

  // A refused booking refreshes the unit (someone else holds it now): the reason stays in view.
  const bookError = book.isError && (
    <Alert className="sl-error" type="error" showIcon title={errorText(book.error)} />
  );
  if (unit.status === "booked") {
    return (
      <div className="sl-booking sl-booking-active">
        {bookError}
        <div>
          <strong className="sl-booking-holder">
            {t("booking.active", { name: unit.clientName ?? "—" })}
          </strong>
        </div>
        {unit.bookingExpiresAt && (
          <div className="sl-booking-time">
            <BookingCountdown expiresAt={unit.bookingExpiresAt} />
            <span className="sl-muted">
              {t("booking.until", {
                date: formatDateTime(unit.bookingExpiresAt),
              })}
            </span>
          </div>
        )}
        {canRelease && (
          <Popconfirm
            title={t("booking.releaseConfirm")}
            okText={t("booking.yes")}
            cancelText={t("booking.no")}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              release.mutateAsync(unit).then(
                () => void message.success(t("booking.released")),
                (e: unknown) => void message.error(errorText(e)),
              )
            }
          >
            <Button danger loading={release.isPending}>
              {t("booking.release")}
            </Button>
          </Popconfirm>
        )}
      </div>
    );
  }
  if (unit.status !== "available" || !canBook) return bookError || null;

  const submit = () => {
    if (clientId === null) return;
    book.mutate({ unit, clientId, hours }, { onSuccess: () => void message.success(t("booking.booked")) });
  };
  return (
    <div className="sl-booking">
      <Space wrap align="end">
        <div className="sl-field">
          <span>{t("booking.hours")}</span>
          <InputNumber<number>
            aria-label={t("booking.hours")}
            min={1}
            max={MAX_BOOKING_HOURS}
            precision={0}
            value={hours}
            onChange={(v) => setHours(v ?? DEFAULT_BOOKING_HOURS)}
          />
        </div>
        {/* A booking holds the unit from everyone else: it is asked for, not clicked by chance. */}
        <Popconfirm
          title={t("booking.bookConfirm", { number: unit.number, hours })}
          okText={t("booking.bookOk")}
          cancelText={t("booking.no")}
          onConfirm={submit}
          disabled={clientId === null}
        >
          <Button type="primary" disabled={clientId === null} loading={book.isPending}>
            {t("booking.book")}
          </Button>
        </Popconfirm>
      </Space>
      {clientId === null && <div className="sl-muted">{t("booking.pickClient")}</div>}
      {bookError}
    </div>
  );
}

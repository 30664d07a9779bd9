import { type ClientCard, formatPhone, LANGUAGE_NAMES } from "@makon/shared";
import { Descriptions, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { formatDateTime } from "../../../lib/history";
import { ClientStepTag } from "./client-step-tag";

/** A masked passport or JShShIR, with the reason it is masked on hover and beside it. */
function Personal({ value, masked }: { value: string | null; masked: boolean }) {
  const { t } = useTranslation("clients");
  if (!value) return <>—</>;
  if (!masked) return <span className="cl-tabular">{value}</span>;
  return (
    <Tooltip title={t("card.maskedHint")}>
      <span className="cl-masked">
        <span className="cl-tabular">{value}</span>
        <Typography.Text type="secondary" className="cl-masked-hint">
          {t("card.masked")}
        </Typography.Text>
      </span>
    </Tooltip>
  );
}

/**
 * The card's details: contact, funnel, interest, the papers' language and (masked without the
 * right) personal data.
 */
export function ClientDetails({ card }: { card: ClientCard }) {
  const { t } = useTranslation("clients");
  const { t: tl } = useTranslation("languages");
  const dash = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === "" ? "—" : v;
  return (
    <Descriptions column={1} size="small" bordered className="cl-details">
      <Descriptions.Item label={t("card.phone")}>
        <span className="cl-tabular">{formatPhone(card.phone)}</span>
        {card.extraPhone && <span className="cl-tabular cl-extra-phone">{formatPhone(card.extraPhone)}</span>}
      </Descriptions.Item>
      <Descriptions.Item label={t("card.step")}>
        <ClientStepTag step={card.step} />
      </Descriptions.Item>
      <Descriptions.Item label={t("card.source")}>{t(`sources.${card.source}`)}</Descriptions.Item>
      <Descriptions.Item label={t("card.manager")}>{dash(card.managerName)}</Descriptions.Item>
      <Descriptions.Item label={t("card.intakeUser")}>
        {card.intakeUserName ?? "—"}
        <span className="cl-muted"> · {formatDateTime(card.createdAt)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("card.interestObject")}>{dash(card.interestObjectName)}</Descriptions.Item>
      <Descriptions.Item label={t("card.interestRooms")}>
        {card.interestRooms === null ? "—" : t("card.roomsValue", { count: card.interestRooms })}
      </Descriptions.Item>
      <Descriptions.Item label={t("card.interestBudget")}>
        {card.interestBudget === null ? "—" : formatMoney(card.interestBudget)}
      </Descriptions.Item>
      <Descriptions.Item label={t("card.address")}>{dash(card.address)}</Descriptions.Item>
      <Descriptions.Item label={tl("documents")}>
        <span data-testid="cl-language">{LANGUAGE_NAMES[card.language]}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("card.passport")}>
        <Personal value={card.passport} masked={card.personalMasked} />
      </Descriptions.Item>
      <Descriptions.Item label={t("card.pinfl")}>
        <Personal value={card.pinfl} masked={card.personalMasked} />
      </Descriptions.Item>
      {card.note && <Descriptions.Item label={t("card.note")}>{card.note}</Descriptions.Item>}
    </Descriptions>
  );
}

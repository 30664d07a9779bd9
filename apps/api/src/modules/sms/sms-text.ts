import { formatDate, type Language, type SmsKind, wordsFor } from "@makon/shared";

/** What a template fills in. */
export interface SmsFacts {
  contractNumber: string;
  amount: number;
  /** YYYY-MM-DD: the due date, the promised date, or today for a collector's message. */
  date: string;
  /** The seller's phone to call back, when the organisation has one. */
  sellerPhone: string | null;
}

/** 1 250 000 with plain spaces: the thin no-break space of formatMoney is not GSM 7-bit. */
export function smsMoney(amount: number): string {
  return Math.trunc(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** A nine-digit phone as people dial it (+998 90 123 45 67); anything else as it was written. */
export function smsPhone(phone: string | null): string | null {
  const p = phone?.trim();
  if (!p) return null;
  const d = p.replace(/\D/g, "");
  const nine = d.length === 12 && d.startsWith("998") ? d.slice(3) : d;
  if (nine.length !== 9) return p;
  return `+998 ${nine.slice(0, 2)} ${nine.slice(2, 5)} ${nine.slice(5, 7)} ${nine.slice(7)}`;
}

/** The message of a kind in the client's language, from the catalogue (packages/shared/src/i18n). */
export function smsText(
  kind: Exclude<SmsKind, "handover_appointment">,
  f: SmsFacts,
  language: Language,
): string {
  return wordsFor(language).documents.sms[kind](
    f.contractNumber,
    smsMoney(f.amount),
    formatDate(f.date),
    smsPhone(f.sellerPhone),
  );
}

/** GSM 03.38's basic characters: a text of only these goes 160 characters a part. */
const GSM7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7.has(ch)) return false;
  return true;
}

/**
 * How many parts a text is sent in: 160 GSM 7-bit characters in one part (153 each when split),
 * or 70 of anything else (67 when split) — a Cyrillic text is the latter whatever is done.
 */
export function smsParts(text: string): number {
  const [one, each] = isGsm7(text) ? [160, 153] : [70, 67];
  const length = [...text].length;
  return length <= one ? 1 : Math.ceil(length / each);
}

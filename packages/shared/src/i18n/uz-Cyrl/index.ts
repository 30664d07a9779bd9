import type { Words } from "../languages";
import { cyrillicWords } from "../transliterate";
import { type DocumentWords, documentsUz } from "../uz/documents";
import { enumsUz } from "../uz/enums";

/**
 * Uzbek Cyrillic: derived from the Uzbek (Latin) catalogues, never written by hand (see
 * ../transliterate.ts and docs/decisions/0021-languages.md). Overrides only where a native writes
 * something other than the transliteration.
 */
const derived = cyrillicWords(documentsUz);

type SmsWords = Words<DocumentWords["sms"]>;
type Sms = SmsWords[keyof SmsWords];

/**
 * The Latin SMS write "N" for № to stay in the GSM 7-bit alphabet; a Cyrillic SMS is Unicode
 * anyway, so it has the real sign.
 */
const withNumberSign =
  (sms: Sms): Sms =>
  (contract, amount, date, phone) =>
    sms(contract, amount, date, phone).replace(`Н${contract}`, `№ ${contract}`);

export const documentsUzCyrl: Words<DocumentWords> = cyrillicWords(documentsUz, {
  sms: {
    due_tomorrow: withNumberSign(derived.sms.due_tomorrow),
    overdue: withNumberSign(derived.sms.overdue),
    promise_reminder: withNumberSign(derived.sms.promise_reminder),
    manual: withNumberSign(derived.sms.manual),
  },
  smsHandover: {
    appointment: (contract, date, time, phone) =>
      derived.smsHandover.appointment(contract, date, time, phone).replace(`Н${contract}`, `№ ${contract}`),
  },
});

export const enumsUzCyrl = cyrillicWords(enumsUz);

import type { ErrorCode } from "@makon/shared";

/** The Uzbek text for every error code the API sends (packages/shared/src/errors/codes.ts). */
export const errors = {
  VALIDATION_ERROR: "Maʼlumotlar notoʻgʻri toʻldirilgan",
  INVALID_JSON: "Soʻrov notoʻgʻri tuzilgan",
  BAD_REQUEST: "Soʻrov notoʻgʻri",
  UNAUTHORIZED: "Tizimga qayta kiring",
  INVALID_CREDENTIALS: "Login yoki parol xato",
  FORBIDDEN: "Bu amalni bajarishga ruxsatingiz yoʻq",
  NOT_FOUND: "Maʼlumot topilmadi",
  METHOD_NOT_ALLOWED: "Bu amal qoʻllab-quvvatlanmaydi",
  CONFLICT: "Maʼlumot allaqachon oʻzgargan, sahifani yangilang",
  PHONE_TAKEN: "Bu telefon raqami allaqachon roʻyxatdan oʻtgan",
  CLIENT_PHONE_EXISTS: "Bu telefon raqamli mijoz allaqachon mavjud",
  UNIT_NOT_AVAILABLE: "Bu xonadon boʻsh emas",
  IDEMPOTENCY_KEY_REUSED: "Bu soʻrov avval boshqa maʼlumot bilan yuborilgan",
  PAYLOAD_TOO_LARGE: "Yuborilgan maʼlumot juda katta",
  UNSUPPORTED_MEDIA_TYPE: "Fayl turi qoʻllab-quvvatlanmaydi",
  TOO_MANY_ATTEMPTS: "Juda koʻp urinish, birozdan soʻng qayta urinib koʻring",
  RATE_LIMITED: "Soʻrovlar juda koʻp, birozdan soʻng qayta urinib koʻring",
  INTERNAL_ERROR: "Nimadir xato ketdi, qayta urinib koʻring",
  SERVICE_UNAVAILABLE: "Xizmat vaqtincha ishlamayapti, birozdan soʻng qayta urinib koʻring",
  NETWORK_ERROR: "Server bilan aloqa yoʻq, internetni tekshiring",
  UNKNOWN: "Nimadir xato ketdi, qayta urinib koʻring",
} as const satisfies Record<ErrorCode | "NETWORK_ERROR" | "UNKNOWN", string>;

import type { RolePresetKey } from "../../access/roles";
import type { ClientStep } from "../../clients/enums";
import type { ContractStatus, PaymentMethod, PaymentType } from "../../contracts/enums";
import type { UnitStatus } from "../../property/enums";

/**
 * The names of the enums people see — on screens, in Excel and in the PDFs — in Uzbek (Latin).
 * One copy per language, so a spreadsheet never calls a status something the screen does not.
 */
export const enumsUz = {
  unitStatus: {
    available: "Boʻsh",
    booked: "Bron qilingan",
    in_process: "Rasmiylashtirilmoqda",
    sold: "Sotilgan",
    handed_over: "Topshirilgan",
    not_for_sale: "Sotuvda emas",
  } satisfies Record<UnitStatus, string>,
  clientStep: {
    new: "Yangi",
    consulting: "Maslahatda",
    booked: "Bron qilingan",
    contract: "Shartnoma jarayonida",
    bank_lower: "Quyi bankda",
    bank_upper: "Yuqori bankda",
    concluded: "Shartnoma tuzilgan",
    handed_over: "Kalit topshirilgan",
    refused: "Rad etgan",
  } satisfies Record<ClientStep, string>,
  paymentType: {
    full: "Toʻliq toʻlov",
    installment: "Muddatli toʻlov",
    mortgage: "Ipoteka",
    subsidy: "Subsidiya",
    organisation: "Tashkilot hisobidan",
  } satisfies Record<PaymentType, string>,
  paymentMethod: {
    cash: "Naqd",
    card: "Plastik karta",
    bank_transfer: "Bank oʻtkazmasi",
    click: "Click",
    payme: "Payme",
    bank_loan: "Bank krediti",
    subsidy: "Subsidiya",
  } satisfies Record<PaymentMethod, string>,
  contractStatus: {
    draft: "Qoralama",
    in_process: "Rasmiylashtirilmoqda",
    bank_lower: "Quyi bankda",
    bank_upper: "Yuqori bankda",
    concluded: "Tuzilgan",
    handed_over: "Topshirilgan",
    refused: "Rad etilgan",
  } satisfies Record<ContractStatus, string>,
  /** The role presets' titles: what the rights editor offers and a new user's position. */
  rolePreset: {
    admin: "Administrator",
    director: "Direktor",
    reception: "Qabulxona xodimi",
    call_center: "Qoʻngʻiroqlar markazi operatori",
    sales: "Sotuv menejeri",
    contracts: "Shartnomalar boʻlimi",
    bank_lower: "Quyi bank xodimi",
    bank_lower_boss: "Quyi bank rahbari",
    bank_upper: "Yuqori bank xodimi",
    bank_upper_boss: "Yuqori bank rahbari",
    collections: "Undiruv xodimi",
    handover: "Topshiruv xodimi",
  } satisfies Record<RolePresetKey, string>,
};
export type EnumWords = typeof enumsUz;

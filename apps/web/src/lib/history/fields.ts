// A debt case's status and actions, and an appointment's status, are named by the collections
// and handover words, which load apart.
import "../../i18n/lazy-namespaces";
import { AUDIT_REF_FIELDS, type AuditRefKind } from "@makon/shared";

/**
 * How each field of an audited record is shown, whatever screen shows the history (a "Tarix"
 * drawer, the audit page): the words come from the catalogues, the form from here.
 *
 * - money: soʻm with thousands grouped; day: a calendar date; instant: a Tashkent date and time;
 * - area: m² with a decimal comma; count: a whole number (or a list of them: a price change's
 *   entrances and rooms);
 * - ref: an id of another record, named by the API (an entry's refs);
 * - enum: a value named in a catalogue under `prefix` ("ns:key"), by the entity where one field
 *   means different things (a unit's status, a contract's status);
 * - pages / actions: rights keys by their names; path: a section's page;
 * - file: an uploaded file, shown as "uploaded", never as its storage key;
 * - priceChanges / sessionList: lists written by one action, shown as a count;
 * - selection: a nested object, shown field by field;
 * - contractNumber: a contract named by its number (a unit's sale and release);
 * - language: a client's papers' or a user's language, by its own name ("Oʻzbekcha").
 */
export type FieldKind =
  | "money"
  | "day"
  | "instant"
  | "area"
  | "count"
  | "percent"
  | "phone"
  | "phones"
  | "account"
  | "pages"
  | "actions"
  | "path"
  | "icon"
  | "file"
  | "priceChanges"
  | "sessionList"
  | "selection"
  | "contractNumber"
  | "language"
  | { ref: AuditRefKind }
  | { enum: string };

/** Bookkeeping every row carries, and what the database keeps by itself: never shown. */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "seq",
  "year",
  "scheduleVersion",
  "searchText",
  "searchWords",
  "searchPairs",
  "staffIds",
  "hasDeals",
  "nextDueDate",
  "passwordHash",
  // A bank paper's storage details and a comment's own id say nothing to a person.
  "commentId",
  "contentType",
  "size",
  // A defect's and an appointment's own ids: the entry already says which act or meeting it is.
  "defectId",
  "newAppointmentId",
  "replaces",
]);

const FIELDS: Record<string, FieldKind> = {
  language: "language",
  amount: "money",
  total: "money",
  totalPrice: "money",
  downPayment: "money",
  discount: "money",
  pricePerM2: "money",
  interestBudget: "money",
  paid: "money",
  amountRequested: "money",
  amountApproved: "money",
  fundedAmount: "money",
  from: "money",
  to: "money",
  date: "day",
  paidAt: "day",
  dueDate: "day",
  completionDate: "day",
  fundedAt: "day",
  deadline: "day",
  actDate: "day",
  fixedOn: "day",
  warrantyUntil: "day",
  // Days, though named …At like the moments.
  cadastreAppliedAt: "day",
  cadastreRegisteredAt: "day",
  areaM2: "area",
  floors: "count",
  entrances: "count",
  months: "count",
  rooms: "count",
  interestRooms: "count",
  unitsCount: "count",
  created: "count",
  clearedAttempts: "count",
  floorFrom: "count",
  floorTo: "count",
  keysCount: "count",
  warrantyYears: "count",
  electricityReading: "count",
  gasReading: "count",
  waterReading: "count",
  phone: "phone",
  extraPhones: "phones",
  accountNumber: "account",
  pagesDostup: "pages",
  dostup: "actions",
  path: "path",
  icon: "icon",
  signedScan: "file",
  planImage: "file",
  fileKey: "file",
  photo: "file",
  units: "priceChanges",
  sessions: "sessionList",
  selection: "selection",
  contract: "contractNumber",
  mode: { enum: "history:values.priceMode" },
  method: { enum: "contracts:method" },
  paymentType: { enum: "contracts:paymentType" },
  step: { enum: "clients:steps" },
  source: { enum: "clients:sources" },
  lastCallResult: { enum: "clients:callResults" },
  result: { enum: "clients:callResults" },
  direction: { enum: "clients:directions" },
  buildStatus: { enum: "objects:buildStatus" },
  type: { enum: "info-add:type" },
  finishing: { enum: "info-add:finishing" },
  clientScope: { enum: "users:scopes" },
  contractScope: { enum: "users:scopes" },
};

/** Fields whose meaning depends on the record: entity → field → kind. */
const BY_ENTITY: Record<string, Record<string, FieldKind>> = {
  unit: { status: { enum: "common:unitStatus" } },
  contract: { status: { enum: "contracts:status" } },
  booking: { status: { enum: "history:values.bookingStatus" } },
  payment: { kind: { enum: "contracts:paymentKind" } },
  organisation: { kind: { enum: "organisations:kind" } },
  bank: { parentId: { ref: "bank" } },
  debt_case: {
    status: { enum: "collections:status" },
    type: { enum: "collections:action" },
    result: { enum: "collections:callResult" },
    lastActionType: { enum: "collections:action" },
  },
  handover_appointment: { status: { enum: "handover:appointmentStatus" } },
  bank_application: {
    kind: { enum: "bankApplications:document" },
    status: { enum: "bankApplications:status" },
    level: { enum: "bankApplications:level" },
  },
};

/** How `field` of an `entity` record is shown; undefined: as it is (text). */
export function fieldKind(entity: string, field: string): FieldKind | undefined {
  const own = BY_ENTITY[entity]?.[field];
  if (own) return own;
  const ref = AUDIT_REF_FIELDS[field as keyof typeof AUDIT_REF_FIELDS];
  if (ref) return { ref };
  const known = FIELDS[field];
  if (known) return known;
  // Moments are named …At throughout the schema (signedAt, archivedAt, lastLoginAt).
  return field.endsWith("At") ? "instant" : undefined;
}

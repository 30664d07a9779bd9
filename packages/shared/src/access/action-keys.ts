/**
 * The action-key catalogue (dostup). Page keys let a user open a screen and read its data;
 * action keys let them change something. The API checks one or the other on every route.
 */
export const ACTION_KEYS = [
  "client_create",
  "client_edit",
  "client_blacklist",
  "client_delete",
  "client_passport_view",
  "client_assign",
  "unit_book",
  "unit_release",
  "property_edit",
  "object_archive",
  "contract_create",
  "contract_edit",
  "contract_refuse",
  "payment_create",
  "payment_cancel",
  "refund_create",
  "bank_lower_work",
  "bank_lower_decide",
  "bank_upper_work",
  "bank_upper_decide",
  "debt_work",
  "debt_escalate",
  "debt_penalty_waive",
  "handover_work",
  "handover_permit",
  "organisation_edit",
  "bank_edit",
  "section_edit",
  "user_manage",
  "export_excel",
] as const;

export type ActionKey = (typeof ACTION_KEYS)[number];

/** Action keys grouped by area for the rights editor. */
export const ACTION_AREAS: { area: string; keys: ActionKey[] }[] = [
  {
    area: "clients",
    keys: [
      "client_create",
      "client_edit",
      "client_assign",
      "client_blacklist",
      "client_delete",
      "client_passport_view",
    ],
  },
  { area: "sales", keys: ["unit_book", "unit_release"] },
  { area: "contracts", keys: ["contract_create", "contract_edit", "contract_refuse"] },
  { area: "payments", keys: ["payment_create", "payment_cancel", "refund_create"] },
  { area: "bank_lower", keys: ["bank_lower_work", "bank_lower_decide"] },
  { area: "bank_upper", keys: ["bank_upper_work", "bank_upper_decide"] },
  { area: "collections", keys: ["debt_work", "debt_escalate", "debt_penalty_waive"] },
  { area: "handover", keys: ["handover_work", "handover_permit"] },
  { area: "property", keys: ["property_edit", "object_archive"] },
  {
    area: "administration",
    keys: ["user_manage", "section_edit", "organisation_edit", "bank_edit", "export_excel"],
  },
];

/** The rights that make a user an employee manager; nobody may take them from themselves. */
export const MANAGE_USERS_PAGE = "add_employee" as const;
export const MANAGE_USERS_ACTION = "user_manage" as const;

export function isActionKey(value: string): value is ActionKey {
  return (ACTION_KEYS as readonly string[]).includes(value);
}

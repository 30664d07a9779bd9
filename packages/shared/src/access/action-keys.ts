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
  "handover_work",
  "handover_permit",
  "organisation_edit",
  "section_edit",
  "user_manage",
  "audit_view",
  "export_excel",
] as const;

export type ActionKey = (typeof ACTION_KEYS)[number];

export function isActionKey(value: string): value is ActionKey {
  return (ACTION_KEYS as readonly string[]).includes(value);
}

import type { ActionKey } from "./action-keys";
import { ACTION_KEYS } from "./action-keys";
import type { PageKey } from "./page-keys";
import { PAGE_KEYS } from "./page-keys";
import type { RecordScope } from "./scopes";

/** Starting sets of rights per role. A preset is copied into the user; it is not a live link. */
export const ROLE_PRESET_KEYS = [
  "admin",
  "director",
  "reception",
  "call_center",
  "sales",
  "contracts",
  "bank_lower",
  "bank_lower_boss",
  "bank_upper",
  "bank_upper_boss",
  "collections",
  "handover",
] as const;
export type RolePresetKey = (typeof ROLE_PRESET_KEYS)[number];

export interface RolePreset {
  /** Its title, in each language, is the catalogue's enums.rolePreset[role]. */
  role: RolePresetKey;
  pages: PageKey[];
  actions: ActionKey[];
  /** Which clients and contracts the role works with (see scopes.ts). */
  clientScope: RecordScope;
  contractScope: RecordScope;
}

export const ROLE_PRESETS: RolePreset[] = [
  {
    role: "admin",
    clientScope: "all",
    contractScope: "all",
    pages: [...PAGE_KEYS],
    actions: [...ACTION_KEYS],
  },
  {
    role: "director",
    clientScope: "all",
    contractScope: "all",
    pages: [...PAGE_KEYS],
    actions: [
      "client_passport_view",
      "client_assign",
      "client_blacklist",
      "client_delete",
      "contract_refuse",
      "bank_lower_decide",
      "bank_upper_decide",
      "debt_escalate",
      "debt_penalty_waive",
      "handover_permit",
      "object_archive",
      "export_excel",
      // Hires and sets rights, never more than the director holds (the rights rule).
      "user_manage",
    ],
  },
  {
    role: "reception",
    clientScope: "own",
    contractScope: "own",
    pages: ["home", "reciption", "my_reciption_clients"],
    // Reception hands each visitor to a sales manager: that is an assignment (client_assign).
    actions: ["client_create", "client_edit", "client_assign", "client_blacklist"],
  },
  {
    role: "call_center",
    // The operators share one callback queue ("Hammasi"), so a colleague's callbacks are not
    // lost on their day off; "Meniki" is each one's own (decision 5).
    clientScope: "section",
    contractScope: "own",
    pages: ["home", "call_center", "my_call_clients"],
    actions: ["client_create", "client_edit", "client_blacklist"],
  },
  {
    role: "sales",
    clientScope: "own",
    contractScope: "own",
    pages: [
      "home",
      "sotuv",
      "sotuv_bino",
      "sotuv_xonadon",
      "room_choose",
      "contract",
      "shartnoma_jarayon",
      "reciption",
    ],
    actions: [
      "client_create",
      "client_edit",
      "client_passport_view",
      "unit_book",
      "unit_release",
      "contract_create",
      "contract_edit",
      // The down payment is taken when the contract is signed, by the manager who sells.
      "payment_create",
      "export_excel",
    ],
  },
  {
    role: "contracts",
    clientScope: "own",
    contractScope: "all",
    pages: [
      "home",
      "contract",
      "shartnoma_jarayon",
      "concluded_contracts",
      "otkaz_shartnoma",
      "baza",
      "tolovlar",
    ],
    actions: [
      "client_passport_view",
      "contract_edit",
      "contract_refuse",
      "payment_create",
      "payment_cancel",
      "refund_create",
      "export_excel",
    ],
  },
  {
    role: "bank_lower",
    clientScope: "own",
    contractScope: "all",
    pages: ["home", "quyi_bank", "quyi_bank_in", "shartnoma_jarayon"],
    actions: ["client_passport_view", "bank_lower_work"],
  },
  {
    role: "bank_lower_boss",
    clientScope: "own",
    contractScope: "all",
    pages: ["home", "quyi_bank", "quyi_bank_in", "quyi_bank_boss", "shartnoma_jarayon"],
    actions: ["client_passport_view", "bank_lower_work", "bank_lower_decide", "export_excel"],
  },
  {
    role: "bank_upper",
    clientScope: "own",
    contractScope: "all",
    pages: ["home", "yuqori_bank", "yuqori_bank_in", "shartnoma_jarayon"],
    actions: ["client_passport_view", "bank_upper_work"],
  },
  {
    role: "bank_upper_boss",
    clientScope: "own",
    contractScope: "all",
    pages: ["home", "yuqori_bank", "yuqori_bank_in", "yuqori_bank_boss", "shartnoma_jarayon"],
    actions: ["client_passport_view", "bank_upper_work", "bank_upper_decide", "export_excel"],
  },
  {
    role: "collections",
    clientScope: "own",
    contractScope: "all",
    pages: ["home", "undiruv", "undiruv-create", "undiruv-detail", "undiruv-actions", "shartnoma_jarayon"],
    // Payments taken from the debtor are recorded in the case (payment_create).
    actions: ["client_passport_view", "debt_work", "debt_escalate", "payment_create", "export_excel"],
  },
  {
    role: "handover",
    clientScope: "own",
    contractScope: "all",
    pages: ["home", "topshiruv", "shartnoma_jarayon"],
    actions: ["client_passport_view", "handover_work", "export_excel"],
  },
];

export function findRolePreset(role: string): RolePreset | undefined {
  return ROLE_PRESETS.find((p) => p.role === role);
}

/**
 * Error codes travel from the API to the web app; the words live in the web app's i18n files.
 * The HTTP status of each code is fixed here so the API and its tests agree.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  /** One's own password change with a wrong current password: not 401, the session stays. */
  CURRENT_PASSWORD_WRONG: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PHONE_TAKEN: 409,
  CLIENT_PHONE_EXISTS: 409,
  /** A client with a contract is kept for good: the contract's history needs them. */
  CLIENT_HAS_CONTRACT: 409,
  /** The client is in the basket: restore them first. */
  CLIENT_IN_BASKET: 409,
  /** Deleting for good is only from the basket. */
  CLIENT_NOT_IN_BASKET: 409,
  UNIT_NOT_AVAILABLE: 409,
  /** A blacklisted client cannot book or sign: take them off the list first (with the right). */
  CLIENT_BLACKLISTED: 409,
  /** The payment plan breaks a rule of its payment type (down payment, months, discount). */
  PAYMENT_PLAN_INVALID: 400,
  /** More than the contract still owes. */
  OVERPAYMENT: 409,
  /** A refund only on a refused contract. */
  REFUND_NOT_ALLOWED: 409,
  /** The seller prints and concludes only with the buyer's passport on file. */
  CONTRACT_PASSPORT_REQUIRED: 409,
  /** The seller concludes only with the signed scan uploaded. */
  CONTRACT_SCAN_REQUIRED: 409,
  /** A refund above what is still owed back (details.owedBack): refused, never capped silently. */
  REFUND_ABOVE_PAID: 409,
  /**
   * A refused contract takes no payments and cannot be refused again; a handed-over one cannot be
   * refused (it still takes payments: keys may be handed over while installments run).
   */
  CONTRACT_CLOSED: 409,
  /** The action does not fit the contract's status or payment type (e.g. conclude a bank deal before its bank stages). */
  CONTRACT_WRONG_STATUS: 409,
  /** The down payment is not in yet. */
  DOWN_PAYMENT_MISSING: 409,
  /** A bank deal the bank paid less for: the client has not yet paid the rest. */
  CONTRACT_NOT_PAID: 409,
  /** The payment is already cancelled. */
  PAYMENT_CANCELLED: 409,
  /** Cancelling this payment would leave less received than was already refunded. */
  PAYMENT_CANCEL_REFUNDED: 409,
  /** The seller organisation is archived, unknown, or the account is not its own. */
  SELLER_INVALID: 400,
  /** The unit has no active booking to release. */
  BOOKING_NOT_FOUND: 404,
  STIR_TAKEN: 409,
  ACCOUNT_TAKEN: 409,
  MFO_TAKEN: 409,
  SECTION_PATH_TAKEN: 409,
  IN_USE: 409,
  BUILDING_NAME_TAKEN: 409,
  OBJECT_ARCHIVED: 409,
  /** Nobody may take the right to manage employees from themselves. */
  SELF_RIGHTS_LOCKED: 409,
  /** The last active employee manager cannot be deactivated or lose the right. */
  LAST_ADMIN: 409,
  /** Nobody grants a page key, action key or record scope they do not hold themselves. */
  RIGHTS_NOT_HELD: 403,
  /** Nobody manages a user who holds a right they lack (the administrator: only one who holds everything). */
  USER_OUTRANKS: 403,
  /** Nobody places an employee with a "section" scope in a section whose records they do not see. */
  SECTION_NOT_HELD: 403,
  /** The client or contract lies outside the user's record scope (own, section). */
  OUT_OF_SCOPE: 403,
  /** The bank application is of a level (lower / upper) whose pages or rights the user lacks. */
  BANK_LEVEL_FORBIDDEN: 403,
  /** A decided bank application (approved, rejected, funded) takes no more documents. */
  BANK_DOCUMENTS_CLOSED: 409,
  /** POST /api/shartnoma/{id}/bank names a bank that does not exist. */
  BANK_UNKNOWN: 400,
  /** A status move not in BANK_MOVES for the application's status and level. */
  BANK_MOVE_NOT_ALLOWED: 409,
  /** A bank application or collections case is given to the employee who has it already: nothing changed. */
  ALREADY_ASSIGNED: 409,
  /** The application is decided already (maybe by another head a moment ago). */
  BANK_ALREADY_DECIDED: 409,
  /** Assigning, approving, rejecting and recording the money take the level's decide right (the head). */
  BANK_DECIDE_FORBIDDEN: 403,
  /** An employee with the work right alone moves only applications assigned to them or to nobody. */
  BANK_NOT_ASSIGNEE: 403,
  /** The assignee is not an active employee with the level's work or decide right. */
  BANK_ASSIGNEE_INVALID: 400,
  /** documents_submitted needs the required papers (passport, income, preliminary contract). */
  BANK_DOCUMENTS_MISSING: 409,
  /** The approved amount must be above zero and at most the amount requested. */
  BANK_AMOUNT_INVALID: 400,
  /** A rejection needs its reason. */
  BANK_REASON_REQUIRED: 400,
  /** Recording the money needs the amount (up to the approved one), the day and the loan agreement number. */
  BANK_FUNDING_INVALID: 400,
  /** The contract already has an open collections case (one at a time, kept by the database). */
  DEBT_CASE_OPEN: 409,
  /** The case is over (collected, restructured, terminated, closed): it takes no more actions. */
  DEBT_CASE_CLOSED: 409,
  /** A case is opened only for a contract with an overdue row. */
  DEBT_NOT_OVERDUE: 409,
  /** The action lacks what its type needs (a call's result, a promise's date and amount, …). */
  DEBT_ACTION_INVALID: 400,
  /** The collector must hold debt_work and the undiruv page. */
  DEBT_ASSIGNEE_INVALID: 400,
  /** There is no penalty to waive. */
  DEBT_NO_PENALTY: 409,
  /** The client asked for no SMS. */
  SMS_OPTED_OUT: 409,
  /** The client has had the day's number of SMS (the collections settings; decision 43). */
  SMS_DAILY_LIMIT: 409,
  /** The contract has its handover act already (one per contract, kept by the database). */
  HANDOVER_EXISTS: 409,
  /** Not paid in full and no boss permitted handing it over (handover_permit). */
  HANDOVER_NOT_PAID: 409,
  /** The unit's building is not completed (its build status). */
  HANDOVER_BUILDING_NOT_READY: 409,
  /** The contract has its handover permission already. */
  HANDOVER_ALREADY_PERMITTED: 409,
  /** The contract is paid in full: it needs no permission. */
  HANDOVER_PERMIT_NOT_NEEDED: 409,
  /** The contract has a scheduled appointment already (one at a time): reschedule it instead. */
  HANDOVER_APPOINTMENT_EXISTS: 409,
  /** The appointment is no longer scheduled (done, missed, rescheduled or cancelled). */
  HANDOVER_APPOINTMENT_CLOSED: 409,
  /** The defect is marked fixed already. */
  HANDOVER_DEFECT_FIXED: 409,
  /**
   * A handover date out of its place: the act before the contract or after today, a cadastre date
   * before the act or after today, an appointment in the past or over a year ahead.
   */
  HANDOVER_DATE_INVALID: 400,
  /** A stats period ends before it starts, or spans more than STATS_MAX_DAYS. */
  STATS_PERIOD_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  /** An uploaded archive (.xlsx) would unpack to more than allowed, or packs absurdly tight (a zip bomb). */
  ARCHIVE_TOO_LARGE: 413,
  /** An uploaded archive (.xlsx) holds more files than a spreadsheet does. */
  ARCHIVE_TOO_MANY_ENTRIES: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Reading an uploaded file took longer or more memory than allowed; it was abandoned. */
  FILE_TOO_COMPLEX: 422,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in ERROR_STATUS;
}

/**
 * The days business happens on. Fixed rather than relative to today: contracts are entered after
 * the fact and schedules run years ahead, yet a slip of the keyboard (0001, 9999) is refused — year
 * 9999 gave a 500 (a schedule row past the year 10000), year 0001 a contract numbered "1-0001".
 * Every day derived from one in range (60 months of schedule) stays a 4-digit year.
 *
 * A module of its own, without zod: the web app's main route reads these for its error words and
 * must not pull the schemas in with them.
 */
export const FIRST_BUSINESS_DAY = "2000-01-01";
export const LAST_BUSINESS_DAY = "2100-12-31";
